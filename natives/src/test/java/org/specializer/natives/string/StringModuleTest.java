package org.specializer.natives.string;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.specializer.natives.Python;

/** {@code _string}, with CPython 3.13's answers. */
class StringModuleTest {
    private static String parse(String fmt) {
        return Python.repr("import _string", "list(_string.formatter_parser(" + fmt + "))");
    }

    @Test
    void formatterParserSplitsLiteralsAndFields() {
        assertEquals("[('a', '0', '>{x}', 'r'), ('b{', None, None, None), ('c}', None, None, "
                + "None)]", parse("'a{0!r:>{x}}b{{c}}'"));
        assertEquals("[]", parse("''"));
        assertEquals("[('', '', '', None)]", parse("'{}'"));
        assertEquals("[('', '', '', 'r')]", parse("'{!r}'"));
        assertEquals("[('}', None, None, None)]", parse("'}}'"));
        assertEquals("[('', 'a[x}]', '', None)]", parse("'{a[x}]}'"));
        assertEquals("[('', '0', '{1:{2}}', None)]", parse("'{0:{1:{2}}}'"));
    }

    @Test
    void formatterParserErrorsAreCPythons() {
        Python.raises("ValueError: expected '}' before end of string",
                "import _string\nlist(_string.formatter_parser('a{b'))\n");
        Python.raises("ValueError: unmatched '{' in format spec",
                "import _string\nlist(_string.formatter_parser('{!r'))\n");
        Python.raises("ValueError: expected ':' after conversion specifier",
                "import _string\nlist(_string.formatter_parser('{0!rr}'))\n");
        Python.raises("ValueError: Single '}' encountered in format string",
                "import _string\nlist(_string.formatter_parser('a}b'))\n");
        Python.raises("TypeError: expected str, got int",
                "import _string\n_string.formatter_parser(1)\n");
    }

    @Test
    void fieldNamesSplitIntoLookups() {
        assertEquals("('a', [(True, 'b'), (False, 0)])", Python.repr("import _string\n"
                + "f, it = _string.formatter_field_name_split('a.b[0]')\n", "(f, list(it))"));
        assertEquals("(0, [(True, 'x')])", Python.repr("import _string\n"
                + "f, it = _string.formatter_field_name_split('0.x')\n", "(f, list(it))"));
        Python.raises("ValueError: Only '.' or '[' may follow ']' in format field specifier",
                "import _string\nlist(_string.formatter_field_name_split('a[x]y')[1])\n");
        Python.raises("ValueError: Empty attribute in format string",
                "import _string\nlist(_string.formatter_field_name_split('a.')[1])\n");
        Python.raises("ValueError: Too many decimal digits in format string",
                "import _string\n_string.formatter_field_name_split('99999999999999999999999')\n");
        assertEquals("\"<class 'formatteriterator'>\"",
                Python.repr("import _string", "str(type(_string.formatter_parser('')))"));
    }
}
