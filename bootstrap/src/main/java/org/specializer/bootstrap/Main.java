package org.specializer.bootstrap;

/** Placeholder entry point until the launcher lands. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.err.println("specializer: not built yet");
        System.exit(2);
    }
}
