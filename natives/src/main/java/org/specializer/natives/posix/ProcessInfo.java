package org.specializer.natives.posix;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the JVM does not tell about the process, read from Linux's {@code /proc}: user and
 * group ids, the umask, the parent's pid, the environment in its original order, CPU times,
 * and the kernel's names. Each reader has a fallback for systems without {@code /proc}.
 */
final class ProcessInfo {
    private ProcessInfo() {}

    private static long[] ids;

    /** {@code /proc/self/status} field {@code name}'s first {@code n} numbers, or null. */
    private static long[] status(String name, int n, int radix) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith(name + ":")) {
                    String[] parts = line.substring(name.length() + 1).trim().split("\\s+");
                    long[] out = new long[n];
                    for (int i = 0; i < n && i < parts.length; i++) {
                        out[i] = Long.parseLong(parts[i], radix);
                    }
                    return out;
                }
            }
        } catch (IOException | RuntimeException e) {
            // no /proc: the caller's fallback
        }
        return null;
    }

    /** Real uid, effective uid, real gid, effective gid. */
    static synchronized long[] ids() {
        if (ids == null) {
            long[] u = status("Uid", 2, 10);
            long[] g = status("Gid", 2, 10);
            if (u == null || g == null) {
                ids = new long[] {0, 0, 0, 0};
            } else {
                ids = new long[] {u[0], u[1], g[0], g[1]};
            }
        }
        return ids;
    }

    /** The supplementary group ids. */
    static long[] groups() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Groups:")) {
                    String rest = line.substring(7).trim();
                    if (rest.isEmpty()) {
                        return new long[0];
                    }
                    String[] parts = rest.split("\\s+");
                    long[] out = new long[parts.length];
                    for (int i = 0; i < parts.length; i++) {
                        out[i] = Long.parseLong(parts[i]);
                    }
                    return out;
                }
            }
        } catch (IOException | RuntimeException e) {
            // none known
        }
        return new long[0];
    }

    /** The umask the process started with (022 where unknown). */
    static int umask() {
        long[] m = status("Umask", 1, 8);
        return m == null ? 022 : (int) m[0];
    }

    /** The parent's pid. */
    static long ppid() {
        return ProcessHandle.current().parent().map(ProcessHandle::pid).orElseGet(() -> {
            long[] p = status("PPid", 1, 10);
            return p == null ? 1L : p[0];
        });
    }

    /** The environment as the process received it, in its order, as raw bytes. */
    static List<byte[][]> environment() {
        List<byte[][]> out = new ArrayList<>();
        try {
            byte[] all = Files.readAllBytes(Path.of("/proc/self/environ"));
            int start = 0;
            for (int i = 0; i <= all.length; i++) {
                if (i == all.length || all[i] == 0) {
                    if (i > start) {
                        int eq = start;
                        while (eq < i && all[eq] != '=') {
                            eq++;
                        }
                        // CPython skips entries without '=' and entries starting with it
                        if (eq < i && eq > start) {
                            out.add(new byte[][] {java.util.Arrays.copyOfRange(all, start, eq),
                                java.util.Arrays.copyOfRange(all, eq + 1, i)});
                        }
                    }
                    start = i + 1;
                }
            }
            return out;
        } catch (IOException | RuntimeException e) {
            out.clear();
        }
        for (Map.Entry<String, String> e : System.getenv().entrySet()) {
            out.add(new byte[][] {e.getKey().getBytes(StandardCharsets.UTF_8),
                e.getValue().getBytes(StandardCharsets.UTF_8)});
        }
        return out;
    }

    /** User, system, children's user and system CPU seconds of this process. */
    static double[] cpuTimes() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            // fields after the command name, which is in parentheses and may hold spaces
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            double hz = 100.0;
            return new double[] {Long.parseLong(f[11]) / hz, Long.parseLong(f[12]) / hz,
                Long.parseLong(f[13]) / hz, Long.parseLong(f[14]) / hz};
        } catch (IOException | RuntimeException e) {
            double cpu = ProcessHandle.current().info().totalCpuDuration()
                    .map(d -> d.toNanos() / 1e9).orElse(0.0);
            return new double[] {cpu, 0, 0, 0};
        }
    }

    /** Seconds since boot, for {@code os.times().elapsed}. */
    static double uptime() {
        try {
            return Double.parseDouble(Files.readString(Path.of("/proc/uptime")).split(" ")[0]);
        } catch (IOException | RuntimeException e) {
            return System.nanoTime() / 1e9;
        }
    }

    /** A line of {@code /proc/sys/kernel/NAME}, or {@code dflt}. */
    static String kernel(String name, String dflt) {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/" + name)).strip();
        } catch (IOException | RuntimeException e) {
            return dflt;
        }
    }
}
