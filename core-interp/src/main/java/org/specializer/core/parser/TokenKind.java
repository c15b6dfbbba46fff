package org.specializer.core.parser;

/**
 * Token kinds. Operators and keywords each have their own kind so that the parser can
 * switch on them; soft keywords ({@code match}, {@code case}, {@code type}, {@code _}) stay
 * {@link #NAME}.
 */
public enum TokenKind {
    ENDMARKER, NAME, NUMBER, STRING, NEWLINE, INDENT, DEDENT,
    FSTRING_START, FSTRING_MIDDLE, FSTRING_END,
    /** The tokenizer stopped here with an error; see {@link Token#error}. */
    ERRORTOKEN,
    /** Only in the tokenize module's mode ({@link Tokenizer#Tokenizer(String, String, boolean)}). */
    COMMENT, NL,
    /** A {@code # type: ...} comment, under PyCF_TYPE_COMMENTS ({@link Tokenizer#typeComments}). */
    TYPE_COMMENT,

    LPAR("("), RPAR(")"), LSQB("["), RSQB("]"), COLON(":"), COMMA(","), SEMI(";"),
    PLUS("+"), MINUS("-"), STAR("*"), SLASH("/"), VBAR("|"), AMPER("&"), LESS("<"),
    GREATER(">"), EQUAL("="), DOT("."), PERCENT("%"), LBRACE("{"), RBRACE("}"),
    EQEQUAL("=="), NOTEQUAL("!="), LESSEQUAL("<="), GREATEREQUAL(">="), TILDE("~"),
    CIRCUMFLEX("^"), LEFTSHIFT("<<"), RIGHTSHIFT(">>"), DOUBLESTAR("**"),
    PLUSEQUAL("+="), MINEQUAL("-="), STAREQUAL("*="), SLASHEQUAL("/="), PERCENTEQUAL("%="),
    AMPEREQUAL("&="), VBAREQUAL("|="), CIRCUMFLEXEQUAL("^="), LEFTSHIFTEQUAL("<<="),
    RIGHTSHIFTEQUAL(">>="), DOUBLESTAREQUAL("**="), DOUBLESLASH("//"),
    DOUBLESLASHEQUAL("//="), AT("@"), ATEQUAL("@="), RARROW("->"), ELLIPSIS("..."),
    COLONEQUAL(":="), EXCLAMATION("!"),

    FALSE("False"), NONE("None"), TRUE("True"), AND("and"), AS("as"), ASSERT("assert"),
    ASYNC("async"), AWAIT("await"), BREAK("break"), CLASS("class"), CONTINUE("continue"),
    DEF("def"), DEL("del"), ELIF("elif"), ELSE("else"), EXCEPT("except"),
    FINALLY("finally"), FOR("for"), FROM("from"), GLOBAL("global"), IF("if"),
    IMPORT("import"), IN("in"), IS("is"), LAMBDA("lambda"), NONLOCAL("nonlocal"),
    NOT("not"), OR("or"), PASS("pass"), RAISE("raise"), RETURN("return"), TRY("try"),
    WHILE("while"), WITH("with"), YIELD("yield");

    /** The fixed spelling of an operator or keyword, null for the other kinds. */
    public final String text;

    TokenKind() {
        this.text = null;
    }

    TokenKind(String text) {
        this.text = text;
    }

    public boolean isKeyword() {
        return ordinal() >= FALSE.ordinal();
    }

    /** The keyword spelled {@code s}, or null when {@code s} is an ordinary name. */
    static TokenKind keyword(String s) {
        switch (s) {
            case "False": return FALSE;
            case "None": return NONE;
            case "True": return TRUE;
            case "and": return AND;
            case "as": return AS;
            case "assert": return ASSERT;
            case "async": return ASYNC;
            case "await": return AWAIT;
            case "break": return BREAK;
            case "class": return CLASS;
            case "continue": return CONTINUE;
            case "def": return DEF;
            case "del": return DEL;
            case "elif": return ELIF;
            case "else": return ELSE;
            case "except": return EXCEPT;
            case "finally": return FINALLY;
            case "for": return FOR;
            case "from": return FROM;
            case "global": return GLOBAL;
            case "if": return IF;
            case "import": return IMPORT;
            case "in": return IN;
            case "is": return IS;
            case "lambda": return LAMBDA;
            case "nonlocal": return NONLOCAL;
            case "not": return NOT;
            case "or": return OR;
            case "pass": return PASS;
            case "raise": return RAISE;
            case "return": return RETURN;
            case "try": return TRY;
            case "while": return WHILE;
            case "with": return WITH;
            case "yield": return YIELD;
            default: return null;
        }
    }
}
