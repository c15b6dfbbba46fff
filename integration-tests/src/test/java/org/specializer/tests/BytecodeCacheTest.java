package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Source modules are cached as CPython caches them: compiled code in
 * {@code __pycache__/NAME.specializer-313.pyc}, keyed by the source's modification time and
 * size, reused while those match, rewritten when they change, and never written under
 * {@code PYTHONDONTWRITEBYTECODE}.
 */
class BytecodeCacheTest {

    private static final String MAIN = "import helper\n"
            + "print(helper.VALUE, helper.__cached__.endswith("
            + "'__pycache__/helper.specializer-313.pyc'))\n";

    private static Launcher.Result run(Path main, String dontWrite) {
        Map<String, String> env = new HashMap<>();
        env.put("PYTHONDONTWRITEBYTECODE", dontWrite);
        return Launcher.run(List.of("run", main.toString()), env);
    }

    @Test
    void aModuleIsCachedAndTheCacheIsUsedUntilTheSourceChanges() throws IOException {
        Path main = Launcher.writeProgram("main.py", MAIN);
        Path helper = main.resolveSibling("helper.py");
        Files.writeString(helper, "VALUE = 1\n", StandardCharsets.UTF_8);
        FileTime stamp = FileTime.fromMillis(1_700_000_000_000L);
        Files.setLastModifiedTime(helper, stamp);

        Launcher.Result first = run(main, null);
        assertEquals("1 True\n", first.stdout(), first.stderr());
        Path pyc = main.resolveSibling("__pycache__").resolve("helper.specializer-313.pyc");
        assertTrue(Files.isRegularFile(pyc), "no " + pyc);

        // same size and time: the cached code is what runs, as in CPython
        Files.writeString(helper, "VALUE = 2\n", StandardCharsets.UTF_8);
        Files.setLastModifiedTime(helper, stamp);
        Launcher.Result cached = run(main, null);
        assertEquals("1 True\n", cached.stdout(), cached.stderr());

        // a new time: recompiled, and the cache rewritten
        Files.setLastModifiedTime(helper, FileTime.fromMillis(1_700_000_100_000L));
        Launcher.Result changed = run(main, null);
        assertEquals("2 True\n", changed.stdout(), changed.stderr());
        Files.setLastModifiedTime(helper, FileTime.fromMillis(1_700_000_100_000L));
        Launcher.Result again = run(main, null);
        assertEquals("2 True\n", again.stdout(), again.stderr());
    }

    @Test
    void nothingIsWrittenUnderPythonDontWriteBytecode() throws IOException {
        Path main = Launcher.writeProgram("main.py", MAIN + "import sys\n"
                + "print(sys.dont_write_bytecode, sys.flags.dont_write_bytecode)\n");
        Files.writeString(main.resolveSibling("helper.py"), "VALUE = 3\n",
                StandardCharsets.UTF_8);
        Launcher.Result r = run(main, "1");
        assertEquals("3 True\nTrue 1\n", r.stdout(), r.stderr());
        assertFalse(Files.exists(main.resolveSibling("__pycache__")));
    }
}
