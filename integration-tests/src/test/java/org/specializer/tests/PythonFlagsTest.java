package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * CPython's interpreter flags, as programs that start {@code sys.executable} again use them:
 * {@code -I}, {@code -E}, {@code -P}, {@code -B}, {@code -X}, {@code -W}, clustered short
 * flags, and {@code -m MODULE}.
 */
class PythonFlagsTest {

    @Test
    void isolatedModeIgnoresTheEnvironmentAndLeavesTheScriptFolderOut() {
        Launcher.Result r = Launcher.run(List.of("-I", "-c", "import sys\n"
                + "print(sys.flags.isolated, sys.flags.ignore_environment, sys.flags.safe_path,"
                + " sys.flags.no_user_site)\n"
                + "print('/nowhere' in sys.path, sys.path[0].endswith('.zip'))"),
                Map.of("PYTHONPATH", "/nowhere"));
        assertEquals("1 1 True 1\nFalse True\n", r.stdout(), r.stderr());
        Launcher.Result plain = Launcher.run(List.of("-c", "import sys\n"
                + "print(sys.flags.isolated, '/nowhere' in sys.path, sys.path[0])"),
                Map.of("PYTHONPATH", "/nowhere"));
        assertEquals("0 True \n", plain.stdout(), plain.stderr());
    }

    @Test
    void optionsAndWarningsReachSysAndClusteredFlagsParse() {
        Launcher.Result r = Launcher.run(List.of("-X", "faulthandler", "-X", "int_max_str_digits=9",
                "-W", "ignore::DeprecationWarning", "-EBc",
                "import sys; print(sys._xoptions, sys.warnoptions, sys.flags.ignore_environment,"
                        + " sys.dont_write_bytecode)"));
        assertEquals("{'faulthandler': True, 'int_max_str_digits': '9'} "
                + "['ignore::DeprecationWarning'] 1 True\n", r.stdout(), r.stderr());
    }

    @Test
    void dashMRunsAModuleAsMainWithItsArguments() throws IOException {
        Path main = Launcher.writeProgram("tool.py", "import sys\n"
                + "print(__name__, sys.argv[0].endswith('tool.py'), sys.argv[1:])\n");
        Path pkg = main.resolveSibling("pkg");
        Files.createDirectories(pkg);
        Files.writeString(pkg.resolve("__init__.py"), "", StandardCharsets.UTF_8);
        Files.writeString(pkg.resolve("__main__.py"), "print('package main', __package__)\n",
                StandardCharsets.UTF_8);
        String dir = main.getParent().toString();
        Launcher.Result r = Launcher.run(List.of("-m", "tool", "a", "-x"),
                Map.of("PYTHONPATH", dir));
        assertEquals("__main__ True ['a', '-x']\n", r.stdout(), r.stderr());
        Launcher.Result p = Launcher.run(List.of("-m", "pkg"), Map.of("PYTHONPATH", dir));
        assertEquals("package main pkg\n", p.stdout(), p.stderr());
        Launcher.Result direct = Launcher.run(List.of("-m", "json.tool", "--help"));
        assertEquals(0, direct.status(), direct.stderr());
        assertTrue(direct.stdout().startsWith("usage: python -m json.tool"), direct.stdout());
        Launcher.Result missing = Launcher.run(List.of("-m", "no_such_module_here"));
        assertEquals(1, missing.status());
        assertTrue(missing.stderr().strip().endsWith("No module named no_such_module_here"),
                missing.stderr());
    }
}
