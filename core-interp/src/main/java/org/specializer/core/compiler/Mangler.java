package org.specializer.core.compiler;

/** Private name mangling: {@code __x} in class {@code C} becomes {@code _C__x}. Compare CPython's {@code _Py_Mangle}. */
final class Mangler {
    private Mangler() {}

    /**
     * Mangling inside a block: in the type parameter block of a generic class (and the blocks
     * nested in it that are not classes) only the type parameters' names are mangled. Compare
     * CPython's {@code _Py_MaybeMangle}.
     */
    static String maybeMangle(String privateName, Scope ste, String ident) {
        if (ste.mangledNames != null && !ste.mangledNames.contains(ident)) {
            return ident;
        }
        return mangle(privateName, ident);
    }

    static String mangle(String privateName, String ident) {
        if (privateName == null || ident.length() < 2 || ident.charAt(0) != '_'
                || ident.charAt(1) != '_') {
            return ident;
        }
        int n = ident.length();
        if ((ident.charAt(n - 1) == '_' && ident.charAt(n - 2) == '_') || ident.indexOf('.') >= 0) {
            return ident;
        }
        int start = 0;
        while (start < privateName.length() && privateName.charAt(start) == '_') {
            start++;
        }
        if (start == privateName.length()) {
            return ident;
        }
        return "_" + privateName.substring(start) + ident;
    }
}
