package org.specializer.natives;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.specializer.api.PyModule;
import org.specializer.core.ModuleSet;

/**
 * Every native module of this JPMS module, by its Python name. To add one: write a package
 * {@code org.specializer.natives.<name>} with a class whose {@code static PyModule create()}
 * builds the module, and list it here.
 */
public final class NativeModules implements ModuleSet {
    /** At start-up: SIGINT raises KeyboardInterrupt, as CPython's default handler. */
    @Override
    public void startup() {
        org.specializer.natives.posix.Signals.installOsHandlers();
        org.specializer.core.parser.Parser.namedCodePoints =
                org.specializer.natives.unicodedata.UnicodeDatabase::lookupForEscape;
    }

    @Override
    public Map<String, Supplier<PyModule>> modules() {
        Map<String, Supplier<PyModule>> m = new LinkedHashMap<>();
        m.put("_blake2", org.specializer.natives.blake2.Blake2Module::create);
        m.put("_hashlib", org.specializer.natives.hashlib.HashlibModule::create);
        m.put("_md5", org.specializer.natives.md5.Md5Module::create);
        m.put("_sha1", org.specializer.natives.sha1.Sha1Module::create);
        m.put("_sha2", org.specializer.natives.sha2.Sha2Module::create);
        m.put("_sha3", org.specializer.natives.sha3.Sha3Module::create);
        m.put("_json", org.specializer.natives.json.JsonModule::create);
        m.put("array", org.specializer.natives.array.ArrayModule::create);
        m.put("mmap", org.specializer.natives.mmap.MmapModule::create);
        m.put("_multibytecodec",
                org.specializer.natives.multibytecodec.MultibytecodecModule::create);
        for (String cjk : org.specializer.natives.multibytecodec.MultibytecodecModule
                .codecModules()) {
            m.put(cjk, () -> org.specializer.natives.multibytecodec.MultibytecodecModule
                    .codecModule(cjk));
        }
        m.put("_csv", org.specializer.natives.csv.CsvModule::create);
        m.put("binascii", org.specializer.natives.binascii.BinasciiModule::create);
        m.put("_ast", org.specializer.natives.ast.AstModule::create);
        m.put("_opcode", org.specializer.natives.opcode.OpcodeModule::create);
        m.put("_string", org.specializer.natives.string.StringModule::create);
        m.put("_symtable", org.specializer.natives.symtable.SymtableModule::create);
        m.put("_tokenize", org.specializer.natives.tokenize.TokenizeModule::create);
        m.put("gc", org.specializer.natives.gc.GcModule::create);
        m.put("_struct", org.specializer.natives.struct.StructModule::create);
        m.put("_thread", org.specializer.natives.thread.ThreadModule::create);
        m.put("_weakref", org.specializer.natives.weakref.WeakrefModule::create);
        m.put("unicodedata", org.specializer.natives.unicodedata.UnicodedataModule::create);
        m.put("zlib", org.specializer.natives.zlib.ZlibModule::create);
        m.put("_bz2", org.specializer.natives.bz2.Bz2Module::create);
        m.put("posix", org.specializer.natives.posix.PosixModule::create);
        m.put("errno", org.specializer.natives.errno.ErrnoModule::create);
        m.put("_stat", org.specializer.natives.stat.StatModule::create);
        m.put("math", org.specializer.natives.math.MathModule::create);
        m.put("cmath", org.specializer.natives.cmath.CmathModule::create);
        m.put("itertools", org.specializer.natives.itertools.ItertoolsModule::create);
        m.put("_collections", org.specializer.natives.collections.CollectionsModule::create);
        m.put("_functools", org.specializer.natives.functools.FunctoolsModule::create);
        m.put("_operator", org.specializer.natives.operator.OperatorModule::create);
        m.put("_heapq", org.specializer.natives.heapq.HeapqModule::create);
        m.put("_lsprof", org.specializer.natives.lsprof.LsprofModule::create);
        m.put("_bisect", org.specializer.natives.bisect.BisectModule::create);
        m.put("_testinternalcapi",
                org.specializer.natives.testcapi.TestInternalCapiModule::create);
        m.put("_testlimitedcapi", org.specializer.natives.testcapi.TestLimitedCapiModule::create);
        m.put("_testsinglephase", org.specializer.natives.testcapi.TestSinglePhaseModule::create);
        m.put("_random", org.specializer.natives.random.RandomModule::create);
        m.put("_abc", org.specializer.natives.abc.AbcModule::create);
        m.put("_contextvars", org.specializer.natives.contextvars.ContextvarsModule::create);
        m.put("_codecs", org.specializer.natives.codecs.CodecsModule::create);
        m.put("_sre", org.specializer.natives.sre.SreModule::create);
        m.put("_io", org.specializer.natives.io.IOModule::create);
        m.put("pwd", org.specializer.natives.pwd.PwdModule::create);
        m.put("grp", org.specializer.natives.grp.GrpModule::create);
        m.put("resource", org.specializer.natives.resource.ResourceModule::create);
        m.put("_queue", org.specializer.natives.queue.QueueModule::create);
        m.put("_statistics", org.specializer.natives.statistics.StatisticsModule::create);
        m.put("_sysconfig", org.specializer.natives.sysconfig.SysconfigModule::create);
        m.put(org.specializer.natives.sysconfig.SysconfigModule.dataModuleName(),
                org.specializer.natives.sysconfig.SysconfigModule::createData);
        m.put("_posixsubprocess",
                org.specializer.natives.posixsubprocess.PosixSubprocessModule::create);
        m.put("pyexpat", org.specializer.natives.pyexpat.PyexpatModule::create);
        m.put("fcntl", org.specializer.natives.fcntl.FcntlModule::create);
        m.put("termios", org.specializer.natives.termios.TermiosModule::create);
        m.put("faulthandler", org.specializer.natives.faulthandler.FaulthandlerModule::create);
        m.put("_tracemalloc", org.specializer.natives.tracemalloc.TracemallocModule::create);
        m.put("time", org.specializer.natives.time.TimeModule::create);
        m.put("atexit", org.specializer.natives.atexit.AtexitModule::create);
        m.put("_signal", org.specializer.natives.signal.SignalModule::create);
        m.put("_locale", org.specializer.natives.locale.LocaleModule::create);
        m.put("_socket", org.specializer.natives.socket.SocketModule::create);
        m.put("select", org.specializer.natives.select.SelectModule::create);
        m.put("_decimal", org.specializer.natives.decimal.DecimalModule::create);
        m.put("_pickle", org.specializer.natives.pickle.PickleModule::create);
        m.put("_datetime", org.specializer.natives.datetime.DatetimeModule::create);
        return m;
    }
}
