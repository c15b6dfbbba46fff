package org.specializer.natives.posix;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The process state that {@code posix} keeps for the JVM, which cannot change its own: the
 * current directory ({@code os.chdir}), the environment ({@code os.putenv}), and the umask.
 * One per process, shared by every import of the module, as the process's own would be.
 */
public final class Posix {
    private Posix() {}

    private static Path cwd;
    private static Map<String, byte[][]> environment;
    private static int umask = -1;
    private static int processUmask = -1;

    /** The current directory, absolute. */
    public static synchronized Path cwd() {
        if (cwd == null) {
            Path p = Path.of(System.getProperty("user.dir")).toAbsolutePath();
            try {
                p = p.toRealPath();
            } catch (IOException e) {
                // keep the JVM's view
            }
            cwd = p;
        }
        return cwd;
    }

    static synchronized void setCwd(Path p) {
        cwd = p;
    }

    /**
     * The environment now (the process's, changed by {@code putenv} and {@code unsetenv}): name
     * and value bytes, in order. For code that starts processes.
     */
    public static synchronized List<byte[][]> environment() {
        return new ArrayList<>(env().values());
    }

    private static Map<String, byte[][]> env() {
        if (environment == null) {
            environment = new LinkedHashMap<>();
            for (byte[][] kv : ProcessInfo.environment()) {
                environment.put(key(kv[0]), kv);
            }
        }
        return environment;
    }

    private static String key(byte[] name) {
        return new String(name, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    static synchronized void putenv(byte[] name, byte[] value) {
        env().put(key(name), new byte[][] {name.clone(), value.clone()});
    }

    static synchronized void unsetenv(byte[] name) {
        env().remove(key(name));
    }

    /** The value of environment variable {@code name} now, or null. */
    public static byte[] getenvBytes(String name) {
        return getenv(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    static synchronized byte[] getenv(byte[] name) {
        byte[][] kv = env().get(key(name));
        return kv == null ? null : Arrays.copyOf(kv[1], kv[1].length);
    }

    /** The umask files are created with. */
    static synchronized int umask() {
        if (umask < 0) {
            processUmask = ProcessInfo.umask();
            umask = processUmask;
        }
        return umask;
    }

    static synchronized int setUmask(int mask) {
        int old = umask();
        umask = mask & 0777;
        return old;
    }

    /** Was the umask changed from the process's own (then creation modes are set by hand)? */
    static synchronized boolean umaskChanged() {
        return umask() != processUmask;
    }
}
