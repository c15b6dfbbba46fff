package org.specializer.natives.grp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.StructSeq;
import org.specializer.natives.pwd.PwdModule;

/**
 * The {@code grp} module (CPython Modules/grpmodule.c): the group database, read from
 * {@code /etc/group} as {@link PwdModule} reads {@code /etc/passwd}.
 */
public final class GrpModule {
    private GrpModule() {}

    static final PyType STRUCT_GROUP = StructSeq.type("grp", "struct_group", "gr_name",
            "gr_passwd", "gr_gid", "gr_mem");

    /** Where the entries are read from; tests point it elsewhere. */
    static Path groupFile = Path.of("/etc/group");

    public static PyModule create() {
        PyModule m = new PyModule("grp");
        m.put("__doc__", PyStr.of(DOC));
        m.put("struct_group", STRUCT_GROUP);
        m.defK("getgrgid", (self, args, kw) -> {
            PyObject id = ID.parse(args, kw)[0];
            long gid = PwdModule.uid(id, "gid");
            for (String[] f : PwdModule.entries(groupFile, 4)) {
                if (PwdModule.parseId(f[2]) == gid) {
                    return entry(f);
                }
            }
            throw Py.keyError(PyStr.of("getgrgid(): gid not found: " + Abstract.str(id)));
        });
        m.defK("getgrnam", (self, args, kw) -> {
            PyObject name = NAME.parse(args, kw)[0];
            String n = PwdModule.name(name, "getgrnam() argument 1");
            for (String[] f : PwdModule.entries(groupFile, 4)) {
                if (f[0].equals(n)) {
                    return entry(f);
                }
            }
            throw Py.keyError(PyStr.of("getgrnam(): name not found: " + Abstract.repr(name)));
        });
        m.def0("getgrall", self -> {
            List<PyObject> all = new ArrayList<>();
            for (String[] f : PwdModule.entries(groupFile, 4)) {
                all.add(entry(f));
            }
            return new PyList(all.toArray(new PyObject[0]));
        });
        return m;
    }

    private static final org.specializer.core.modules.Params ID =
            new org.specializer.core.modules.Params("getgrgid", new String[] {"id"}, 0, 1, 1);
    private static final org.specializer.core.modules.Params NAME =
            new org.specializer.core.modules.Params("getgrnam", new String[] {"name"}, 0, 1, 1);

    private static PyObject entry(String[] f) {
        List<PyObject> mem = new ArrayList<>();
        if (!f[3].isEmpty()) {
            for (String s : f[3].split(",")) {
                mem.add(PyStr.of(s));
            }
        }
        return StructSeq.make(STRUCT_GROUP, PyStr.of(f[0]), PyStr.of(f[1]),
                PyInt.of(PwdModule.parseId(f[2])), new PyList(mem.toArray(new PyObject[0])));
    }

    private static final String DOC = """
            Access to the Unix group database.

            Group entries are reported as 4-tuples containing the following fields
            from the group database, in order:

              gr_name   - name of the group
              gr_passwd - group password (encrypted); often empty
              gr_gid    - numeric ID of the group
              gr_mem    - list of members

            The gid is an integer, name and password are strings.  (Note that most
            users are not explicitly listed as members of the groups they are in
            according to the password database.  Check both databases to get
            complete membership information.)""";
}
