package org.specializer.spi;

import java.util.List;
import java.util.Locale;

/**
 * The specializing instruction families: CPython 3.13's fourteen tier-1 families plus 3.14's
 * CALL_KW. Each family has one adaptive base instruction, children that replace it in place,
 * and one inline cache layout shared by all its members (so rewriting never moves code).
 *
 * <p>The family id is the base opcode's name ({@code LOAD_ATTR}); {@link #moduleSuffix()} gives
 * the module folder and package suffix ({@code load_attr}, {@code loadattr}).
 */
public enum Family {
    TO_BOOL(List.of(counter(), u32("version", 1))),
    BINARY_OP(List.of(counter())),
    BINARY_SUBSCR(List.of(counter())),
    STORE_SUBSCR(List.of(counter())),
    SEND(List.of(counter())),
    UNPACK_SEQUENCE(List.of(counter())),
    STORE_ATTR(List.of(counter(), u32("version", 1), u16("index", 3))),
    LOAD_GLOBAL(List.of(counter(), u16("module_keys_version", 1),
            u16("builtin_keys_version", 2), u16("index", 3))),
    LOAD_SUPER_ATTR(List.of(counter())),
    LOAD_ATTR(List.of(counter(), u32("version", 1), u32("keys_version", 3), ref("descr", 5),
            new CacheField("descr_unused", 6, 3, CacheField.Kind.UNUSED))),
    COMPARE_OP(List.of(counter())),
    CONTAINS_OP(List.of(counter())),
    FOR_ITER(List.of(counter())),
    CALL(List.of(counter(), u32("func_version", 1))),
    CALL_KW(List.of(counter(), u32("func_version", 1)));

    private final List<CacheField> cacheLayout;
    private final int cacheUnits;

    Family(List<CacheField> layout) {
        this.cacheLayout = layout;
        int units = 0;
        for (CacheField f : layout) {
            units = Math.max(units, f.offset() + f.units());
        }
        this.cacheUnits = units;
    }

    private static CacheField counter() {
        return new CacheField("counter", 0, 1, CacheField.Kind.COUNTER);
    }

    private static CacheField u16(String name, int offset) {
        return new CacheField(name, offset, 1, CacheField.Kind.U16);
    }

    private static CacheField u32(String name, int offset) {
        return new CacheField(name, offset, 2, CacheField.Kind.U32);
    }

    private static CacheField ref(String name, int offset) {
        return new CacheField(name, offset, 1, CacheField.Kind.REF);
    }

    /** The family id: the base instruction's name. */
    public String id() {
        return name();
    }

    /** The adaptive base instruction. */
    public Opcode base() {
        return Opcode.valueOf(name());
    }

    /** The cache fields, in unit order. */
    public List<CacheField> cacheLayout() {
        return cacheLayout;
    }

    /** Cache units after each instruction of this family. */
    public int cacheUnits() {
        return cacheUnits;
    }

    /** Does the layout hold a reference-table index (so each site needs a slot)? */
    public boolean usesRefSlot() {
        for (CacheField f : cacheLayout) {
            if (f.kind() == CacheField.Kind.REF) {
                return true;
            }
        }
        return false;
    }

    /** The field named {@code name}. */
    public CacheField field(String name) {
        for (CacheField f : cacheLayout) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        throw new IllegalArgumentException(this + " has no cache field " + name);
    }

    /** {@code load_attr}: the folder under {@code families/}. */
    public String folderName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@code loadattr}: the package suffix of the family's module. */
    public String moduleSuffix() {
        return folderName().replace("_", "");
    }

    /**
     * The {@link Extension} shape this family's extension child runs, or null when the family
     * has none (its operands have no fixed shape: SEND, FOR_ITER, UNPACK_SEQUENCE, the
     * attribute stores and global loads, CALL_KW). LOAD_ATTR takes one only in its attribute
     * form ({@code oparg & 1 == 0}).
     */
    public Class<? extends Extension> extensionShape() {
        switch (this) {
            case TO_BOOL: case LOAD_ATTR:
                return Extension.Unary.class;
            case BINARY_OP: case BINARY_SUBSCR: case COMPARE_OP: case CONTAINS_OP:
                return Extension.Binary.class;
            case STORE_SUBSCR:
                return Extension.Store.class;
            case CALL:
                return Extension.Call.class;
            default:
                return null;
        }
    }

    /** The family with id {@code id} (case-insensitive, {@code load_attr} or {@code LOAD_ATTR}). */
    public static Family byId(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
