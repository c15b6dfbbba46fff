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
 * {@code -I}, {@code -E}, {@code -O}, {@code -P}, {@code -B}, {@code -X}, {@code -W}, clustered
 * short flags, {@code -m MODULE}, {@code sys.orig_argv}, and a compiled module as the script.
 */
class PythonFlagsTest {

    /**
     * CPython's flags before the program, alone, in clusters, and {@code -X}/{@code -W} with
     * their values, take the launcher's quick path (no picocli model); a launcher option among
     * them ({@code --debug}) makes picocli parse the line. Both give CPython's sys.flags,
     * {@code sys._xoptions} and {@code sys.warnoptions}: what
     * {@code python3.13 -OO -IS -B -bb -Xfoo=1 -W ignore -c ... x -O} prints.
     */
    @Test
    void flagClustersGiveTheSameFlagsOnTheQuickPathAsThroughTheOptionParser() {
        String code = "import sys; f = sys.flags; print(f.optimize, f.no_site, f.isolated,"
                + " f.ignore_environment, f.safe_path, f.no_user_site, f.dont_write_bytecode,"
                + " f.bytes_warning, sys._xoptions, sys.warnoptions, sys.argv)";
        String expected = "2 1 1 1 True 1 1 2 {'foo': '1'} ['ignore', 'error::BytesWarning']"
                + " ['-c', 'x', '-O']\n";
        for (List<String> line : List.of(
                List.of("-OO", "-IS", "-B", "-bb", "-Xfoo=1", "-W", "ignore", "-c", code, "x",
                        "-O"),
                List.of("run", "-OOISBbbXfoo=1", "-Wignore", "-c", code, "x", "-O"),
                List.of("run", "--debug", "-OO", "-IS", "-B", "-bb", "-X", "foo=1", "-W",
                        "ignore", "-c", code, "x", "-O"))) {
            Launcher.Result r = Launcher.run(line);
            assertEquals(expected, r.stdout(), line + "\n" + r.stderr());
        }
    }

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
    void versionFlagsPrintTheVersionLine_twiceWithTheJvm() {
        Launcher.Result one = Launcher.run(List.of("-V"));
        assertEquals(0, one.status(), one.stderr());
        assertTrue(one.stdout().matches("Specializer \\S+ \\(Python 3\\.13 language\\)\n"),
                one.stdout());
        assertEquals(one.stdout(), Launcher.run(List.of("--version")).stdout());
        for (List<String> twice : List.of(List.of("-VV"), List.of("-V", "--version"))) {
            Launcher.Result r = Launcher.run(twice);
            assertEquals(0, r.status(), r.stderr());
            assertTrue(r.stdout().startsWith(one.stdout().strip() + " ["), r.stdout());
        }
    }

    @Test
    void origArgvIsTheCommandLineAsGiven_apartFromArgv() {
        Launcher.Result r = Launcher.run(List.of("-I", "-X", "utf8", "-c",
                "import sys; sys.argv.append('x'); print(sys.orig_argv[1:], sys.argv)", "arg"));
        assertEquals("['-I', '-X', 'utf8', '-c', \"import sys; sys.argv.append('x'); "
                + "print(sys.orig_argv[1:], sys.argv)\", 'arg'] ['-c', 'arg', 'x']\n",
                r.stdout(), r.stderr());
    }

    @Test
    void aScriptFolderModuleShadowingTheStandardLibraryIsNamedInTheError() throws IOException {
        Path main = Launcher.writeProgram("main.py", "import sys\n"
                + "sys.path.insert(0, 'elsewhere')  # the folder the program started with counts\n"
                + "import fractions\n"
                + "try:\n    fractions.Fraction\nexcept AttributeError as e:\n    print(e)\n");
        Path shadow = main.resolveSibling("fractions.py");
        Files.writeString(shadow, "shadowing_module = True\n");
        assertEquals("module 'fractions' has no attribute 'Fraction' (consider renaming '"
                + shadow + "' since it has the same name as the standard library module named "
                + "'fractions' and the import system gives it precedence)\n",
                Launcher.runFile(main).stdout());
        // -P: the script's folder is not searched, the standard module is found
        Launcher.Result safe = Launcher.run(List.of("-P", main.toString()));
        assertEquals("", safe.stdout() + safe.stderr());
    }

    @Test
    void aCompiledModuleRunsAsTheMainModule() throws IOException {
        Path prog = Launcher.writeProgram("prog.py", "import sys\n"
                + "print(__name__, type(__loader__).__name__, __cached__, sys.argv[1:])\n");
        Path pyc = prog.resolveSibling("prog.pyc");
        Launcher.Result compiled = Launcher.run(List.of("-c", "import py_compile, sys; "
                + "py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True)",
                prog.toString(), pyc.toString()));
        assertEquals(0, compiled.status(), compiled.stderr());
        assertEquals("__main__ SourcelessFileLoader None ['x']\n",
                Launcher.runFile(pyc, "x").stdout());
        Path bad = prog.resolveSibling("bad.pyc");
        Files.writeString(bad, "not compiled code at all");
        Launcher.Result r = Launcher.runFile(bad);
        assertEquals(1, r.status());
        assertEquals("RuntimeError: Bad magic number in .pyc file\n", r.stderr());
    }

    @Test
    void warnDefaultEncodingWarnsWhereTextIsOpenedWithoutAnEncoding() {
        String prog = "import io, os, sys\n"
                + "print(sys.flags.warn_default_encoding)\n"
                + "open(os.devnull).close()\n"
                + "io.TextIOWrapper(io.BytesIO(), encoding='utf-8')\n"
                + "io.TextIOWrapper(io.BytesIO())\n"
                + "def f():\n    return io.text_encoding(None)\n"
                + "f()\n";
        Launcher.Result r = Launcher.run(List.of("-X", "warn_default_encoding", "-c", prog));
        assertEquals("1\n", r.stdout(), r.stderr());
        assertEquals("<string>:3: EncodingWarning: 'encoding' argument not specified\n"
                + "  open(os.devnull).close()\n"
                + "<string>:5: EncodingWarning: 'encoding' argument not specified\n"
                + "  io.TextIOWrapper(io.BytesIO())\n"
                + "<string>:8: EncodingWarning: 'encoding' argument not specified\n"
                + "  f()\n", r.stderr());
        Launcher.Result off = Launcher.run(List.of("-c", prog));
        assertEquals("0\n", off.stdout() + off.stderr());
    }

    @Test
    void noDebugRangesKeepsLinesWithoutColumns() {
        String prog = "def f(a):\n    return (a +\n      1)\n"
                + "print(set(p[0] == p[1] and p[2:] == (None, None)"
                + " for p in f.__code__.co_positions()))\n"
                + "print(sorted({p[0] for p in f.__code__.co_positions()}))\n"
                + "1/0\n";
        String expected = "{True}\n[1, 2, 3]\n";
        String trace = "Traceback (most recent call last):\n"
                + "  File \"<string>\", line 6, in <module>\n"
                + "    1/0\n"
                + "ZeroDivisionError: division by zero\n";  // no carets: no columns
        Launcher.Result x = Launcher.run(List.of("-X", "no_debug_ranges", "-c", prog));
        assertEquals(expected, x.stdout(), x.stderr());
        assertEquals(trace, x.stderr());
        Launcher.Result env = Launcher.run(List.of("-c", prog), Map.of("PYTHONNODEBUGRANGES",
                "1"));
        assertEquals(expected, env.stdout(), env.stderr());
        Launcher.Result off = Launcher.run(List.of("-c", prog));
        assertEquals("{False}\n[1, 2, 3]\n", off.stdout(), off.stderr());
    }

    @Test
    void pythonHashSeedGivesCPythonsStringAndBytesHashes() {
        String prog = "import sys; print(hash('abc'), hash(b'abc'), hash('h\\xe9llo \\u20ac'), "
                + "hash('\\U0001f600'), hash(''), sys.flags.hash_randomization)";
        // CPython 3.13's values under the same seeds (SipHash-1-3, its key from the seed)
        assertEquals("-4594863902769663758 -4594863902769663758 -8735379157747449873 "
                + "-3536540696076613844 0 0\n",
                Launcher.run(List.of("-c", prog), Map.of("PYTHONHASHSEED", "0")).stdout());
        assertEquals("-6019719312852672851 -6019719312852672851 2796798340115892494 "
                + "-8059949960423113297 0 1\n",
                Launcher.run(List.of("-c", prog), Map.of("PYTHONHASHSEED", "123")).stdout());
        // and so the order of sets of strings, a constant set display's too (CPython's order)
        String sets = "words = ['a', 'b', 'c', 'd', 'e', 'apple', 'banana', 'cherry', 'fig']\n"
                + "print(list(set(words)))\n"
                + "print(list({'a', 'b', 'c', 'd', 'e', 'apple', 'banana'}))\n";
        assertEquals("['d', 'apple', 'banana', 'cherry', 'fig', 'b', 'c', 'a', 'e']\n"
                + "['d', 'c', 'a', 'banana', 'apple', 'e', 'b']\n",
                Launcher.run(List.of("-c", sets), Map.of("PYTHONHASHSEED", "0")).stdout());
        // unset: random, and so (almost surely) different from one run to the next
        Map<String, String> unset = new java.util.HashMap<>();
        unset.put("PYTHONHASHSEED", null);
        String once = Launcher.run(List.of("-c", "print(hash('abc'))"), unset).stdout();
        String again = Launcher.run(List.of("-c", "print(hash('abc'))"), unset).stdout();
        assertTrue(!once.equals(again), once + again);
        // -E and -I leave PYTHONHASHSEED out: random again
        for (List<String> flags : List.of(List.of("-E"), List.of("-IEPs"), List.of("-X", "dev",
                "-I"))) {
            List<String> cmd = new java.util.ArrayList<>(flags);
            cmd.addAll(List.of("-c", prog));
            String out = Launcher.run(cmd, Map.of("PYTHONHASHSEED", "0")).stdout();
            assertTrue(out.endsWith(" 0 1\n") && !out.startsWith("-4594863902769663758"),
                    flags + ": " + out);
        }
        assertTrue(Launcher.run(List.of("-c", prog, "-E"), Map.of("PYTHONHASHSEED", "0"))
                .stdout().endsWith(" 0 0\n"));  // the program's own -E is not the launcher's
    }

    /**
     * Values CPython refuses at start-up stop the start with its fatal error (status 1):
     * an int/str digits limit that is not 0 or at least 640, a PYTHONHASHSEED that is not
     * "random" or a 32-bit number; -R randomizes even when PYTHONHASHSEED names a seed.
     */
    @Test
    void invalidStartupValuesStopTheStart() {
        String prog = "import sys; print(sys.flags.int_max_str_digits, "
                + "sys.flags.hash_randomization)";
        for (List<String> flags : List.of(List.of("-X", "int_max_str_digits"),
                List.of("-X", "int_max_str_digits=foo"), List.of("-X", "int_max_str_digits=100"))) {
            List<String> cmd = new java.util.ArrayList<>(flags);
            cmd.addAll(List.of("-c", prog));
            Launcher.Result r = Launcher.run(cmd);
            assertEquals(1, r.status(), flags.toString());
            assertTrue(r.stderr().startsWith("Fatal Python error: config_init_int_max_str_digits:"
                    + " -X int_max_str_digits: invalid limit; must be >= 640 or 0 for unlimited."),
                    r.stderr());
        }
        Launcher.Result env = Launcher.run(List.of("-c", prog),
                Map.of("PYTHONINTMAXSTRDIGITS", "100"));
        assertEquals(1, env.status());
        assertTrue(env.stderr().contains("PYTHONINTMAXSTRDIGITS: invalid limit"), env.stderr());
        Launcher.Result seed = Launcher.run(List.of("-c", prog), Map.of("PYTHONHASHSEED", "x"));
        assertEquals(1, seed.status());
        assertTrue(seed.stderr().startsWith("Fatal Python error: config_init_hash_seed: "
                + "PYTHONHASHSEED must be \"random\" or an integer in range [0; 4294967295]"),
                seed.stderr());
        assertEquals("0 1\n", Launcher.run(List.of("-X", "int_max_str_digits=0", "-R", "-c",
                prog), Map.of("PYTHONHASHSEED", "0")).stdout());
        assertEquals("4300 1\n", Launcher.run(List.of("-c", prog),
                Map.of("PYTHONHASHSEED", "", "PYTHONINTMAXSTRDIGITS", "")).stdout());
    }

    /**
     * -X cpu_count=N and PYTHON_CPU_COUNT set what os.cpu_count() reports ("default": the
     * system's); 0 or a word stops the start, as CPython's.
     */
    @Test
    void cpuCountCanBeSet() {
        String prog = "import os, sys; print(os.cpu_count(), os.process_cpu_count(), "
                + "sys._get_cpu_count_config())";
        assertEquals("4321 4321 4321\n",
                Launcher.run(List.of("-X", "cpu_count=4321", "-c", prog)).stdout());
        assertEquals("1234 1234 1234\n",
                Launcher.run(List.of("-c", prog), Map.of("PYTHON_CPU_COUNT", "1234")).stdout());
        assertTrue(Launcher.run(List.of("-X", "cpu_count=default", "-c", prog),
                Map.of("PYTHON_CPU_COUNT", "1234")).stdout().endsWith(" -1\n"));
        Launcher.Result bad = Launcher.run(List.of("-X", "cpu_count=0", "-c", prog));
        assertEquals(1, bad.status());
        assertTrue(bad.stderr().startsWith("Fatal Python error: config_init_cpu_count: -X "
                + "cpu_count=n option: n is missing or an invalid number"), bad.stderr());
    }

    /**
     * Arguments reach sys.argv as CPython decodes them whatever the locale: UTF-8 (the C
     * locale turns on UTF-8 mode), undecodable bytes as surrogate escapes; the JVM had put
     * U+FFFD for every non-ASCII byte under LC_ALL=C.
     */
    @Test
    void argumentsDecodeAsCPythonsUnderTheCLocale() {
        // this JVM hands the arguments to the child in its own locale's encoding
        org.junit.jupiter.api.Assumptions.assumeTrue(
                "UTF-8".equalsIgnoreCase(System.getProperty("sun.jnu.encoding")),
                "the test JVM cannot pass non-ASCII arguments");
        String prog = "import sys; print(ascii(sys.argv[1:]))";
        assertEquals("['h\\xe9\\u20ac']\n", Launcher.run(List.of("-c", prog, "h\u00e9\u20ac"),
                Map.of("LC_ALL", "C")).stdout());
        assertEquals("['h\\udcc3\\udca9']\n", Launcher.run(List.of("-X", "utf8=0", "-c", prog,
                "h\u00e9"), Map.of("LC_ALL", "C")).stdout());
    }

    @Test
    void optionsAndWarningsReachSysAndClusteredFlagsParse() {
        Launcher.Result r = Launcher.run(List.of("-X", "faulthandler", "-X",
                "int_max_str_digits=5000", "-W", "ignore::DeprecationWarning", "-EBc",
                "import sys; print(sys._xoptions, sys.warnoptions, sys.flags.ignore_environment,"
                        + " sys.dont_write_bytecode)"));
        assertEquals("{'faulthandler': True, 'int_max_str_digits': '5000'} "
                + "['ignore::DeprecationWarning'] 1 True\n", r.stdout(), r.stderr());
    }

    @Test
    void dashOLeavesOutAssertsAndDashOODocstringsAndImportsCacheEachLevelApart()
            throws IOException {
        Path dir = Files.createTempDirectory("optimize");
        Files.writeString(dir.resolve("modo.py"), "def f():\n    \"\"\"doc\"\"\"\n"
                + "    assert 0, 'asserted'\n    return f.__doc__, __debug__\n");
        String prog = "import sys, modo\nprint(sys.flags.optimize, __debug__, modo.f())\n";
        Map<String, String> env = new java.util.HashMap<>();
        env.put("PYTHONPATH", dir.toString());
        env.put("PYTHONDONTWRITEBYTECODE", null);  // caches written, whatever the caller's
        Launcher.Result o = Launcher.run(List.of("-O", "-c", prog), env);
        assertEquals("1 False ('doc', False)\n", o.stdout(), o.stderr());
        Launcher.Result oo = Launcher.run(List.of("-OO", "-c", prog), env);
        assertEquals("2 False (None, False)\n", oo.stdout(), oo.stderr());
        Launcher.Result plain = Launcher.run(List.of("-c", prog), env);
        assertTrue(plain.stderr().contains("AssertionError: asserted"), plain.stderr());
        env.put("PYTHONOPTIMIZE", "2");
        Launcher.Result fromEnv = Launcher.run(List.of("-c", prog), env);
        assertEquals("2 False (None, False)\n", fromEnv.stdout(), fromEnv.stderr());
        try (var files = Files.list(dir.resolve("__pycache__"))) {
            assertEquals(List.of("modo.specializer-313.opt-1.pyc",
                    "modo.specializer-313.opt-2.pyc", "modo.specializer-313.pyc"),
                    files.map(f -> f.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void pythonWarningsComesBeforeDashWAndBothTakeEffect() {
        String prog = "import sys, warnings\n"
                + "print(sys.warnoptions)\n"
                + "for c in (UserWarning, DeprecationWarning, RuntimeWarning):\n"
                + "    try:\n"
                + "        warnings.warn('w', c)\n"
                + "        print(c.__name__, 'passed')\n"
                + "    except Warning:\n"
                + "        print(c.__name__, 'raised')\n";
        java.util.Map<String, String> env = new java.util.HashMap<>();
        env.put("PYTHONWARNINGS", "error,ignore::DeprecationWarning");
        Launcher.Result r = Launcher.run(List.of("-W", "ignore::RuntimeWarning", "-c", prog), env);
        assertEquals("['error', 'ignore::DeprecationWarning', 'ignore::RuntimeWarning']\n"
                + "UserWarning raised\nDeprecationWarning passed\nRuntimeWarning passed\n",
                r.stdout(), r.stderr());
        Launcher.Result ignored = Launcher.run(List.of("-E", "-c", "import sys; print(sys.warnoptions)"),
                env);
        assertEquals("[]\n", ignored.stdout(), "-E ignores PYTHONWARNINGS");
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
        // the value attached, alone or after flags: what follows is still the module's
        for (List<String> line : List.of(List.of("-mtool", "-d", "-x"),
                List.of("-Bmtool", "-d", "-x"), List.of("-Bm", "tool", "-d", "-x"))) {
            Launcher.Result attached = Launcher.run(line, Map.of("PYTHONPATH", dir));
            assertEquals("__main__ True ['-d', '-x']\n", attached.stdout(),
                    line + "\n" + attached.stderr());
        }
        Launcher.Result p = Launcher.run(List.of("-m", "pkg"), Map.of("PYTHONPATH", dir));
        assertEquals("package main pkg\n", p.stdout(), p.stderr());
        Launcher.Result direct = Launcher.run(List.of("-m", "json.tool", "--help"));
        assertEquals(0, direct.status(), direct.stderr());
        assertTrue(direct.stdout().startsWith("usage: python -m json.tool"), direct.stdout());
        // a module named as one of the launcher's commands is still the module
        Launcher.Result dis = Launcher.run(List.of("-m", "dis", "--help"));
        assertEquals(0, dis.status(), dis.stderr());
        assertTrue(dis.stdout().startsWith("usage: "), dis.stdout());
        assertTrue(dis.stdout().contains("[infile]"), dis.stdout());
        Launcher.Result help = Launcher.run(List.of("-m", "help"));
        assertEquals(1, help.status(), help.stderr());
        assertTrue(help.stderr().strip().endsWith("No module named help"), help.stderr());
        Launcher.Result code = Launcher.run(List.of("-c", "dis"));
        assertEquals(1, code.status(), code.stderr());
        // the command's line in its traceback, as CPython 3.13 shows it (through linecache)
        assertTrue(code.stderr().startsWith("Traceback (most recent call last):\n"
                + "  File \"<string>\", line 1, in <module>\n    dis\n"
                + "NameError: name 'dis' is not defined"), code.stderr());
        Launcher.Result missing = Launcher.run(List.of("-m", "no_such_module_here"));
        assertEquals(1, missing.status());
        assertTrue(missing.stderr().strip().endsWith("No module named no_such_module_here"),
                missing.stderr());
    }

    @Test
    void aDashRunsStandardInputAsTheProgram() {
        byte[] program = ("import sys\nprint(sys.argv, __file__, repr(sys.path[0]))\n"
                + "raise ValueError('from stdin')\n").getBytes(StandardCharsets.UTF_8);
        Launcher.Result r = Launcher.run(List.of(), List.of("-", "a", "b"), Map.of(), program);
        assertEquals(1, r.status(), r.stderr());
        assertEquals("['-', 'a', 'b'] <stdin> ''\n", r.stdout());
        // CPython 3.13's traceback: no source line for a program read from stdin
        assertEquals("Traceback (most recent call last):\n  File \"<stdin>\", line 3, in "
                + "<module>\nValueError: from stdin\n", r.stderr());
    }

    @Test
    void debugVerboseAndTheirEnvironmentVariablesSetSysFlags() {
        String prog = "import sys; f = sys.flags; print(f.debug, f.verbose, f.optimize, f.gil, "
                + "len(f), f.n_fields)";
        assertEquals("2 0 0 1 18 19\n", Launcher.run(List.of("-R", "-dd", "-c", prog)).stdout());
        // PYTHONVERBOSE makes importlib say what it imports, on stderr
        Launcher.Result env = Launcher.run(List.of("-c", prog), Map.of("PYTHONDEBUG", "text",
                "PYTHONVERBOSE", "2", "PYTHONOPTIMIZE", "1"));
        assertEquals("1 2 1 1 18 19\n", env.stdout(), env.stderr());
        Launcher.Result v = Launcher.run(List.of("-v", "-c", "import json"));
        assertEquals(0, v.status(), v.stderr());
        assertTrue(v.stderr().contains("import 'json' # "), v.stderr());
    }

    @Test
    void gilAndPycachePrefixOptionsAsCPythonsBuildWithTheLock() {
        Launcher.Result off = Launcher.run(List.of("-X", "gil=0", "-c", "print(1)"));
        assertEquals(1, off.status());
        assertEquals("Fatal Python error: config_read_gil: Disabling the GIL is not supported "
                + "by this build\nPython runtime state: preinitialized\n\n", off.stderr());
        assertEquals("", off.stdout());
        Launcher.Result bad = Launcher.run(List.of("-c", "print(1)"), Map.of("PYTHON_GIL", "5"));
        assertEquals(1, bad.status());
        assertTrue(bad.stderr().startsWith("Fatal Python error: config_read_gil: PYTHON_GIL / "
                + "-X gil must be \"0\" or \"1\"\n"), bad.stderr());
        assertEquals("1\n", Launcher.run(List.of("-X", "gil=1", "-c",
                "import sys; print(sys.flags.gil)")).stdout());
        String prog = "import sys; print(sys.pycache_prefix)";
        assertEquals("bar\n", Launcher.run(List.of("-X", "pycache_prefix=bar", "-c", prog),
                Map.of("PYTHONPYCACHEPREFIX", "foo")).stdout());
        assertEquals("foo\n", Launcher.run(List.of("-c", prog),
                Map.of("PYTHONPYCACHEPREFIX", "foo")).stdout());
        assertEquals("None\n", Launcher.run(List.of("-X", "pycache_prefix", "-c", prog),
                Map.of("PYTHONPYCACHEPREFIX", "foo")).stdout());
    }

    @Test
    void utf8ModeFromTheOptionTheEnvironmentOrTheCLocale() {
        String prog = "import sys, locale, os; print(sys.flags.utf8_mode, "
                + "locale.getpreferredencoding(False), open(os.devnull).encoding)";
        assertEquals("1 utf-8 utf-8\n", Launcher.run(List.of("-X", "utf8", "-c", prog))
                .stdout());
        assertEquals("1 utf-8 utf-8\n", Launcher.run(List.of("-c", prog),
                Map.of("LC_ALL", "C")).stdout());
        assertEquals("1 utf-8 utf-8\n", Launcher.run(List.of("-c", prog),
                Map.of("PYTHONUTF8", "1", "LC_ALL", "C.UTF-8")).stdout());
        // UTF-8 mode off in the C locale: the locale's own codeset
        assertEquals("0 ANSI_X3.4-1968 ANSI_X3.4-1968\n", Launcher.run(List.of("-c", prog),
                Map.of("PYTHONUTF8", "0", "LC_ALL", "C")).stdout());
        assertEquals("0 UTF-8 UTF-8\n", Launcher.run(List.of("-X", "utf8=0", "-c", prog),
                Map.of("LC_ALL", "C.UTF-8")).stdout());
        Launcher.Result bad = Launcher.run(List.of("-c", "pass"), Map.of("PYTHONUTF8", "x"));
        assertEquals(1, bad.status());
        assertEquals("Fatal Python error: preconfig_init_utf8_mode: invalid PYTHONUTF8 "
                + "environment variable value\nPython runtime state: preinitializing\n\n",
                bad.stderr());
    }

    @Test
    void mainModuleNamesAsCPythonsForAScriptACommandAndStandardInput() {
        String prog = "print(list(vars()), type(__loader__).__name__, __loader__.__name__ if "
                + "isinstance(__loader__, type) else __loader__.name, __annotations__)\n";
        Path file = Launcher.writeProgram("mainnames.py", prog);
        assertEquals("['__name__', '__doc__', '__package__', '__loader__', '__spec__', "
                + "'__annotations__', '__builtins__', '__file__', '__cached__'] SourceFileLoader "
                + "__main__ {}\n", Launcher.run(List.of(file.toString())).stdout());
        assertEquals("['__name__', '__doc__', '__package__', '__loader__', '__spec__', "
                + "'__annotations__', '__builtins__'] type BuiltinImporter {}\n",
                Launcher.run(List.of("-c", prog)).stdout());
        assertEquals("['__name__', '__doc__', '__package__', '__loader__', '__spec__', "
                + "'__annotations__', '__builtins__', '__file__', '__cached__'] type "
                + "BuiltinImporter {}\n", Launcher.run(List.of(), List.of("-"), Map.of(),
                prog.getBytes(StandardCharsets.UTF_8)).stdout());
    }

    @Test
    void flagsMayBeRepeatedAsPython3Allows() {
        Launcher.Result r = Launcher.run(List.of("-I", "-I", "-EE", "-ss", "-c",
                "import sys; print(sys.flags.isolated, sys.flags.ignore_environment)"));
        assertEquals("1 1\n", r.stdout(), r.stderr());
        String dev = "import sys; print(sys.flags.dev_mode, sys.warnoptions)";
        assertEquals("True ['default']\n", Launcher.run(List.of("-c", dev),
                Map.of("PYTHONDEVMODE", "1")).stdout());
        assertEquals("False []\n", Launcher.run(List.of("-E", "-c", dev),
                Map.of("PYTHONDEVMODE", "1")).stdout());
    }

    @Test
    void dashXSkipsTheFirstLineAndKeepsLineNumbers() {
        Path file = Launcher.writeProgram("skip.py",
                "this is not python\nimport sys\nprint(sys._getframe().f_lineno)\n");
        Launcher.Result r = Launcher.run(List.of("-x", file.toString()));
        assertEquals(0, r.status(), r.stderr());
        assertEquals("3\n", r.stdout());
    }

    @Test
    void dashIGivesThePromptAfterTheProgramOrAlone() {
        byte[] input = ("x = 5\nx * 2\nif x:\n  print('yes')\n\n1/0\nprint(_)\n"
                + "import sys; print(sys.flags.interactive, sys.flags.inspect, sys.argv, "
                + "repr(sys.path[0]))\ndef f(:\n(1,\n2)\nx = [1,\n")
                .getBytes(StandardCharsets.UTF_8);
        // python3 -q -i: prompts on stderr, values by sys.displayhook, errors by excepthook
        Launcher.Result r = Launcher.run(List.of(), List.of("-q", "-i"), Map.of(), input);
        assertEquals(0, r.status(), r.stderr());
        assertEquals("10\nyes\n10\n1 1 [''] ''\n(1, 2)\n", r.stdout());
        assertEquals(">>> >>> >>> ... ... >>> Traceback (most recent call last):\n"
                + "  File \"<stdin>\", line 1, in <module>\n    1/0\n    ~^~\n"
                + "ZeroDivisionError: division by zero\n>>> >>> >>>   File \"<stdin>\", line 1\n"
                + "    def f(:\n          ^\nSyntaxError: invalid syntax\n>>> ... >>> ... \n"
                + "  File \"<stdin>\", line 1\n    x = [1,\n        ^\n"
                + "SyntaxError: '[' was never closed\n>>> \n", r.stderr());
        // after -c, even when it raised SystemExit; no banner, then the status of sys.exit
        byte[] more = "y + 1\nimport sys; sys.exit(4)\n".getBytes(StandardCharsets.UTF_8);
        Launcher.Result c = Launcher.run(List.of(), List.of("-i", "-c", "y = 1; raise "
                + "SystemExit(3)"), Map.of(), more);
        assertEquals(4, c.status(), c.stderr());
        assertEquals("2\n", c.stdout());
        assertTrue(c.stderr().startsWith("Traceback (most recent call last):\n"), c.stderr());
        assertTrue(c.stderr().endsWith("SystemExit: 3\n>>> >>> "), c.stderr());
        // alone: the banner first
        Launcher.Result alone = Launcher.run(List.of(), List.of("-i"), Map.of(), new byte[0]);
        assertEquals(0, alone.status(), alone.stderr());
        assertTrue(alone.stderr().contains("Type \"help\", \"copyright\", \"credits\" or "
                + "\"license\" for more information.\n>>> \n"), alone.stderr());
        // a last line without its newline waits for the end of input, as CPython's
        Launcher.Result unended = Launcher.run(List.of(), List.of("-q", "-i"), Map.of(),
                "1/0".getBytes(StandardCharsets.UTF_8));
        assertEquals(">>> ... \nTraceback (most recent call last):\n  File \"<stdin>\", line 1,"
                + " in <module>\n    1/0\n    ~^~\nZeroDivisionError: division by zero\n>>> \n",
                unended.stderr());
        // standard input closed under the prompt: its end
        Launcher.Result closed = Launcher.run(List.of(), List.of("-q", "-i"), Map.of(),
                "import os\nprint('before close')\nos.close(0)\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(0, closed.status(), closed.stderr());
        assertEquals("before close\n", closed.stdout());
        // PYTHONINSPECT: the prompt after the program, sys.flags.inspect only
        Launcher.Result env = Launcher.run(List.of(), List.of("-c", "import sys; "
                + "print(sys.flags.inspect, sys.flags.interactive)"), Map.of("PYTHONINSPECT",
                "1"), "print(7)\n".getBytes(StandardCharsets.UTF_8));
        assertEquals("1 0\n7\n", env.stdout(), env.stderr());
    }

    @Test
    void promptInputsAreNumberedInLinecacheAndShownAsStdin() {
        // CPython 3.13 compiles the Nth statement run at the prompt as "<stdin>-N" and keeps
        // its lines in linecache under that name: inspect.getsource finds a function defined
        // in an earlier input, and tracebacks name the file "<stdin>" with its lines
        byte[] input = ("def f():\n    print(0)\n    return 1 + 2\n\nimport inspect, linecache, "
                + "traceback\nprint(inspect.getsource(f), f.__code__.co_filename)\n"
                + "print(sorted(k for k in linecache.cache if k.startswith(\"<stdin\")))\n"
                + "def g():\n    raise KeyError(3)\n\ntry:\n    g()\nexcept KeyError:\n"
                + "    traceback.print_exc()\n\ng()\n").getBytes(StandardCharsets.UTF_8);
        Launcher.Result r = Launcher.run(List.of(), List.of("-q", "-i"), Map.of(), input);
        assertEquals(0, r.status(), r.stderr());
        assertEquals("def f():\n    print(0)\n    return 1 + 2\n <stdin>-0\n"
                + "['<stdin>-0', '<stdin>-1', '<stdin>-2', '<stdin>-3']\n", r.stdout());
        String tail = "  File \"<stdin>\", line 2, in g\n    raise KeyError(3)\nKeyError: 3\n";
        assertEquals(">>> ... ... ... >>> >>> >>> >>> ... ... >>> ... ... ... ... "
                + "Traceback (most recent call last):\n  File \"<stdin>\", line 2, in <module>\n"
                + "    g()\n    ~^^\n" + tail + ">>> Traceback (most recent call last):\n"
                + "  File \"<stdin>\", line 1, in <module>\n    g()\n    ~^^\n" + tail
                + ">>> \n", r.stderr());
    }

    @Test
    void noProgramRunsStandardInputWhenItIsNotATerminal() {
        byte[] program = "import sys\nprint(sys.argv, __file__, sys.flags.optimize)\n"
                .getBytes(StandardCharsets.UTF_8);
        Launcher.Result r = Launcher.run(List.of(), List.of("-O"), Map.of(), program);
        assertEquals(0, r.status(), r.stderr());
        assertEquals("[''] <stdin> 1\n", r.stdout());
        // standard input closed: nothing to run, as python3 <&-
        Launcher.Result closed = Launcher.run(List.of(), List.of("-S"), Map.of(), null);
        assertEquals(0, closed.status(), closed.stderr());
        assertEquals("", closed.stdout() + closed.stderr());
    }

    @Test
    void compileTimeSyntaxWarnings_printOnceAndBecomeSyntaxErrorsUnderWError() {
        String source = "x = 1\ny = \"a\\d\"\nprint(x is 1, y)\nassert (x, 'm')\n";
        Path file = Launcher.writeProgram("warns.py", source);
        Launcher.Result r = Launcher.run(List.of(file.toString()));
        assertEquals(0, r.status(), r.stderr());
        assertEquals("True a\\d\n", r.stdout());
        String f = file.toAbsolutePath().toString();
        assertEquals(f + ":2: SyntaxWarning: invalid escape sequence '\\d'\n  y = \"a\\d\"\n"
                + f + ":3: SyntaxWarning: \"is\" with 'int' literal. Did you mean \"==\"?\n"
                + "  print(x is 1, y)\n"
                + f + ":4: SyntaxWarning: assertion is always true, perhaps remove parentheses?\n"
                + "  assert (x, 'm')\n", r.stderr());
        Launcher.Result e = Launcher.run(List.of("-W", "error", file.toString()));
        assertEquals(1, e.status());
        assertEquals("  File \"" + f + "\", line 2\n    y = \"a\\d\"\n        ^^^^^\n"
                + "SyntaxError: invalid escape sequence '\\d'\n", e.stderr());
    }

    /**
     * The launcher script passes on the environment it was given, as a program started
     * directly sees it: bash adds PWD and SHLVL (counting it up) to what it runs, and
     * {@code subprocess} with {@code env={}} expects an empty {@code os.environ} in the child
     * (test_subprocess's test_empty_env).
     */
    @Test
    void theLauncherScriptPassesOnTheEnvironmentItWasGiven() throws Exception {
        Path script = Launcher.projectRoot().resolve("specializer");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String code = "import os; print(sorted(os.environ.items()))";
        for (Map<String, String> env : List.of(
                Map.of("SPECIALIZER_JAVA", java, "SPECIALIZER_AOT", "0"),
                Map.of("SPECIALIZER_JAVA", java, "SPECIALIZER_AOT", "0", "SHLVL", "7",
                        "PWD", "/somewhere"))) {
            ProcessBuilder pb = new ProcessBuilder("/bin/bash", script.toString(), "-c", code)
                    .redirectErrorStream(true);
            pb.environment().clear();
            pb.environment().putAll(env);
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.waitFor(), out);
            StringBuilder expected = new StringBuilder("[");
            env.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> expected
                    .append(expected.length() > 1 ? ", " : "").append("('").append(e.getKey())
                    .append("', '").append(e.getValue()).append("')"));
            assertEquals(expected + "]\n", out);
        }
    }
}
