package org.specializer.family.loadglobal;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.PyDict;
import org.specializer.api.PyStr;
import org.specializer.spi.CacheField;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * LOAD_GLOBAL: a name found in the globals dict becomes LOAD_GLOBAL_MODULE, one found in the
 * builtins LOAD_GLOBAL_BUILTIN. The cache holds the entry index and the dicts' keys versions
 * (16 bits each, as CPython 3.13), so that a lookup becomes a version compare and an array
 * read; adding or deleting a key changes the version and the site misses.
 * Compare CPython specialize.c: {@code _Py_Specialize_LoadGlobal}.
 */
public final class LoadGlobalSpecializer implements Specializer {
    private static final CacheField MODULE_VERSION =
            Family.LOAD_GLOBAL.field("module_keys_version");
    private static final CacheField BUILTIN_VERSION =
            Family.LOAD_GLOBAL.field("builtin_keys_version");
    private static final CacheField INDEX = Family.LOAD_GLOBAL.field("index");

    @Override
    public Family family() {
        return Family.LOAD_GLOBAL;
    }

    @Override
    public Decision specialize(Site site) {
        PyDict globals = site.globals();
        PyStr name = site.name(site.oparg() >> 1);
        if (globals.getClass() != PyDict.class) {
            return Decision.fail(LoadGlobalFailure.NON_DICT);
        }
        int index = globals.strEntryIndex(name);
        if (index == -2) {
            return Decision.fail(LoadGlobalFailure.NON_STRING_OR_SPLIT);
        }
        if (index >= 0) {
            if (index > 0xFFFF) {
                return Decision.fail(CommonFailure.OUT_OF_RANGE);
            }
            int version = globals.keysVersion();
            if (version == 0) {
                return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
            }
            if (version > 0xFFFF) {
                return Decision.fail(CommonFailure.OUT_OF_RANGE);
            }
            site.setU16(MODULE_VERSION, version);
            site.setU16(INDEX, index);
            return Decision.specialize(Opcode.LOAD_GLOBAL_MODULE);
        }
        PyDict builtins = site.builtins();
        if (builtins.getClass() != PyDict.class) {
            return Decision.fail(LoadGlobalFailure.NON_DICT);
        }
        index = builtins.strEntryIndex(name);
        if (index == -2) {
            return Decision.fail(LoadGlobalFailure.NON_STRING_OR_SPLIT);
        }
        if (index < 0 || index > 0xFFFF) {
            return Decision.fail(CommonFailure.OUT_OF_RANGE);
        }
        int globalsVersion = globals.keysVersion();
        int builtinsVersion = builtins.keysVersion();
        if (globalsVersion == 0 || builtinsVersion == 0) {
            return Decision.fail(CommonFailure.OUT_OF_VERSIONS);
        }
        if (globalsVersion > 0xFFFF || builtinsVersion > 0xFFFF) {
            return Decision.fail(CommonFailure.OUT_OF_RANGE);
        }
        site.setU16(MODULE_VERSION, globalsVersion);
        site.setU16(BUILTIN_VERSION, builtinsVersion);
        site.setU16(INDEX, index);
        return Decision.specialize(Opcode.LOAD_GLOBAL_BUILTIN);
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(LoadGlobalFailure.values()));
        return all;
    }
}
