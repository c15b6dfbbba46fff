package org.specializer.natives.posix;

/** The process's effective user and group ids, for the other native modules. */
public final class ProcessIds {
    private ProcessIds() {}

    public static long euid() {
        return ProcessInfo.ids()[1];
    }

    public static long egid() {
        return ProcessInfo.ids()[3];
    }
}
