package org.specializer.natives.mmap;

import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;

/**
 * {@code mmap}: memory-mapped files ({@link PyMmap}), with Linux's constants. Compare CPython
 * mmapmodule.c.
 */
public final class MmapModule {
    private MmapModule() {}

    static final int MAP_SHARED = 1;
    static final int MAP_PRIVATE = 2;
    static final int MAP_ANONYMOUS = 32;
    static final int PROT_READ = 1;
    static final int PROT_WRITE = 2;
    static final int PROT_EXEC = 4;
    static final int PAGESIZE = 4096;

    private static final Object[][] CONSTANTS = {
        {"ACCESS_DEFAULT", PyMmap.ACCESS_DEFAULT}, {"ACCESS_READ", PyMmap.ACCESS_READ},
        {"ACCESS_WRITE", PyMmap.ACCESS_WRITE}, {"ACCESS_COPY", PyMmap.ACCESS_COPY},
        {"ALLOCATIONGRANULARITY", PAGESIZE}, {"PAGESIZE", PAGESIZE},
        {"MAP_SHARED", MAP_SHARED}, {"MAP_PRIVATE", MAP_PRIVATE}, {"MAP_ANON", MAP_ANONYMOUS},
        {"MAP_ANONYMOUS", MAP_ANONYMOUS}, {"MAP_32BIT", 64}, {"MAP_DENYWRITE", 2048},
        {"MAP_EXECUTABLE", 4096}, {"MAP_NORESERVE", 16384}, {"MAP_POPULATE", 32768},
        {"MAP_STACK", 131072}, {"PROT_READ", PROT_READ}, {"PROT_WRITE", PROT_WRITE},
        {"PROT_EXEC", PROT_EXEC}, {"MADV_NORMAL", 0}, {"MADV_RANDOM", 1},
        {"MADV_SEQUENTIAL", 2}, {"MADV_WILLNEED", 3}, {"MADV_DONTNEED", 4}, {"MADV_FREE", 8},
        {"MADV_REMOVE", 9}, {"MADV_DONTFORK", 10}, {"MADV_DOFORK", 11},
        {"MADV_MERGEABLE", 12}, {"MADV_UNMERGEABLE", 13}, {"MADV_HUGEPAGE", 14},
        {"MADV_NOHUGEPAGE", 15}, {"MADV_DONTDUMP", 16}, {"MADV_DODUMP", 17},
        {"MADV_HWPOISON", 100}};

    public static PyModule create() {
        PyModule m = new PyModule("mmap");
        m.put("mmap", PyMmap.TYPE);
        m.put("error", PyExc.OSError);
        for (Object[] c : CONSTANTS) {
            m.put((String) c[0], PyInt.of((Integer) c[1]));
        }
        return m;
    }
}
