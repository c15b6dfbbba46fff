package org.specializer.testkit;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.PyFunction;
import org.specializer.api.PyMethod;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.api.SharedKeys;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * Decisions no careful specializer makes, to test core rather than a family: families are
 * plugins, so a specialized instruction must stay correct whatever child a specializer picks
 * and whatever it leaves in the cache ("a fast path trusts only its guards").
 *
 * <ul>
 *   <li>{@link #blind}: one child at every site of its family, the cache as it is (zero at
 *       first): the child's guards meet every operand the program has, and version guards meet
 *       the version 0 that a function whose code changed also has.
 *   <li>{@link #misfiled}: the family's own decision, with another child in place of the one it
 *       chose: the cache holds real versions, indexes and objects, meant for another body.
 *   <li>{@link #forged}: misfiled where the family decides, and where it refuses, a cache
 *       forged to pass the version checks (the versions of the operands the site sees), with
 *       the cached object now the one the family wrote, now the attribute the owner's class
 *       has, now not a Python object at all. This reaches the guards behind a version check
 *       (an owner that is no instance of a Python class, an instance without inline values, a
 *       slot index past the slots, a cached object of the wrong kind).
 * </ul>
 *
 * None of them keeps to the sites a child was declared for: core refuses a child at a site
 * whose oparg it does not accept ({@link Opcode#accepts}: a BINARY_OP child's operator,
 * LOAD_ATTR's and LOAD_SUPER_ATTR's method form, UNPACK_SEQUENCE_TWO_TUPLE's two items, the
 * argument count of CALL_LIST_APPEND and the CALL_*_1 children), and that refusal is under test
 * here with the guards.
 */
public final class Untrusted {
    private Untrusted() {}

    /** The children of {@code f} whose bodies are in core: all but the extension child. */
    public static List<Opcode> children(Family f) {
        List<Opcode> out = new ArrayList<>();
        for (Opcode c : f.base().children()) {
            if (!c.isExtension()) {
                out.add(c);
            }
        }
        return out;
    }

    /** A specializer that answers {@code child} at every site of its family, writing nothing. */
    public static Specializer blind(Opcode child) {
        return new Specializer() {
            @Override
            public Family family() {
                return child.family();
            }

            @Override
            public Decision specialize(Site site) {
                return Decision.specialize(child);
            }

            @Override
            public List<? extends FailureKind> failureKinds() {
                return List.of(CommonFailure.values());
            }

            @Override
            public String toString() {
                return "blind " + child;
            }
        };
    }

    /** What a forged cache holds where a Python object is expected: a Java object. */
    public static final Object NOT_A_PYTHON_OBJECT = new Object() {
        @Override
        public String toString() {
            return "<not a Python object>";
        }
    };

    /** How many ways {@link #forged} fills a LOAD_ATTR site's cached object. */
    public static final int FORGED_OBJECTS = 3;

    /**
     * {@code child} at every site it fits: {@code real}'s decision's cache where it decides;
     * where it refuses, version fields forged from the operands (their types' versions, the
     * callable's function version, a class's or a module dict's own). The cached object of a
     * LOAD_ATTR site is, by turns starting at {@code turn}, what {@code real} wrote, the
     * owner's class attribute of the name, and {@link #NOT_A_PYTHON_OBJECT}. Indexes stay
     * what {@code real} wrote, or 0.
     */
    public static Specializer forged(Specializer real, Opcode child, int turn) {
        if (child.family() != real.family()) {
            throw new IllegalArgumentException(child + " is not a child of " + real.family());
        }
        return new Specializer() {
            private int decisions = turn;

            @Override
            public Family family() {
                return real.family();
            }

            @Override
            public Decision specialize(Site site) {
                Decision d = real.specialize(site);
                if (!(d instanceof Decision.Specialize)) {
                    forgeVersions(site, child);
                }
                if (site.opcode().family() == Family.LOAD_ATTR) {
                    int which = decisions++ % FORGED_OBJECTS;
                    if (which == 1) {
                        site.setRef(Family.LOAD_ATTR.field("descr"), site.stack(0).getType()
                                .lookup(site.name(site.oparg() >> 1)));
                    } else if (which == 2) {
                        site.setRef(Family.LOAD_ATTR.field("descr"), NOT_A_PYTHON_OBJECT);
                    }
                }
                return Decision.specialize(child);
            }

            @Override
            public List<? extends FailureKind> failureKinds() {
                return real.failureKinds();
            }

            @Override
            public String toString() {
                return real + " forged as " + child + " from turn " + turn;
            }
        };
    }

    /**
     * Whether {@link #forged} decisions of {@code f} still compute what the generic
     * instruction does: CALL's and CALL_KW's caches hold only a version, and a forged one is
     * the callable's true version, which their bodies check the callable against before
     * anything else. Other families' forged caches make claims (no {@code __bool__}, an entry
     * index) that the family's specializer would have checked.
     */
    public static boolean forgedIsTruthful(Family f) {
        return f == Family.CALL || f == Family.CALL_KW;
    }

    /** Write version fields that the operands the site sees pass. */
    static void forgeVersions(Site site, Opcode child) {
        Family f = child.family();
        switch (f) {
            case TO_BOOL:
            case STORE_ATTR:
                site.setU32(f.field("version"), site.stack(0).getType().version());
                break;
            case LOAD_ATTR: {
                PyObject owner = site.stack(0);
                int v = owner.getType().version();
                if (child == Opcode.LOAD_ATTR_CLASS && owner instanceof PyType t) {
                    v = t.version();
                } else if (child == Opcode.LOAD_ATTR_MODULE && owner instanceof PyModule m) {
                    v = m.dict.keysVersion();
                }
                site.setU32(f.field("version"), v);
                SharedKeys keys = owner.getType().getSharedKeys();
                if (keys != null && (child == Opcode.LOAD_ATTR_METHOD_WITH_VALUES
                        || child == Opcode.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES)) {
                    site.setU32(f.field("keys_version"), keys.keysVersion());
                }
                break;
            }
            case CALL:
            case CALL_KW: {
                PyObject c = site.stack(site.oparg() + (f == Family.CALL ? 1 : 2));
                int v = 0;
                if (c instanceof PyFunction fn) {
                    v = fn.version;
                } else if (c instanceof PyMethod m && m.func instanceof PyFunction fn) {
                    v = fn.version;
                } else if (c instanceof PyType t) {
                    v = t.version();
                }
                site.setU32(f.field("func_version"), v);
                break;
            }
            default:
                break;
        }
    }

    /**
     * {@code real}'s decisions, with {@code child} in place of every child it picks where
     * {@code child} fits the site (the cache as {@code real} wrote it); its failures and
     * extension children as they are.
     */
    public static Specializer misfiled(Specializer real, Opcode child) {
        if (child.family() != real.family()) {
            throw new IllegalArgumentException(child + " is not a child of " + real.family());
        }
        return new Specializer() {
            @Override
            public Family family() {
                return real.family();
            }

            @Override
            public Decision specialize(Site site) {
                Decision d = real.specialize(site);
                if (d instanceof Decision.Specialize) {
                    return Decision.specialize(child);
                }
                return d;
            }

            @Override
            public List<? extends FailureKind> failureKinds() {
                return real.failureKinds();
            }

            @Override
            public String toString() {
                return real + " misfiled as " + child;
            }
        };
    }
}
