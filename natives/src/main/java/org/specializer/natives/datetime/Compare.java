package org.specializer.natives.datetime;

/** The rich comparison methods by operator code ({@code Abstract.LT} ... {@code GE}). */
final class Compare {
    private Compare() {}

    static final String[] NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
}
