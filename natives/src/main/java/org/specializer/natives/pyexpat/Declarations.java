package org.specializer.natives.pyexpat;

import java.util.ArrayList;
import java.util.List;
import org.specializer.natives.pyexpat.ExpatParser.Entity;
import org.specializer.natives.pyexpat.ExpatParser.Tok;

/**
 * The markup declarations of the internal subset, from their tokens ({@code <!ENTITY},
 * {@code <!ATTLIST}, {@code <!ELEMENT}, {@code <!NOTATION} up to their '>'): what expat keeps
 * and reports of them, each handler called at the token expat calls it at, and the tokens no
 * handler took passed to the default handler. Compare expat xmlparse.c: doProlog's roles.
 */
final class Declarations {
    private Declarations() {}

    /** Tokens without the white space between them (kept apart for default reporting). */
    private static List<Tok> significant(List<Tok> toks) {
        List<Tok> out = new ArrayList<>();
        for (Tok t : toks) {
            if (t.type() != ExpatParser.T_S) {
                out.add(t);
            }
        }
        return out;
    }

    private static XmlError syntax(Tok t) {
        return new XmlError(XmlError.SYNTAX, t.start());
    }

    private static Tok at(List<Tok> sig, int i) {
        if (i >= sig.size()) {
            throw syntax(sig.get(sig.size() - 1));
        }
        return sig.get(i);
    }

    private static String text(ExpatParser p, Tok t) {
        return p.tokenText(t.start(), t.end());
    }

    private static String lit(ExpatParser p, Tok t) {
        if (t.type() != ExpatParser.T_LITERAL) {
            throw syntax(t);
        }
        return p.tokenText(t.start() + 1, t.end() - 1);
    }

    // ------------------------------------------------------------------ ENTITY

    static void entity(ExpatParser p, List<Tok> toks) {
        Callbacks cb = p.callbacks();
        List<Tok> sig = significant(toks);
        int k = 1;
        boolean param = false;
        if (at(sig, k).type() == ExpatParser.T_PERCENT) {
            param = true;
            k++;
        }
        Tok nameTok = at(sig, k++);
        if (nameTok.type() != ExpatParser.T_NAME) {
            throw syntax(nameTok);
        }
        String name = text(p, nameTok);
        boolean keep = p.keepProcessing();
        boolean handler = keep && cb.has(Callbacks.ENTITY_DECL);
        java.util.Map<String, Entity> table = param ? p.paramEntities() : p.generalEntities();
        boolean duplicate = table.containsKey(name);
        Entity e = keep && !duplicate ? new Entity(name) : null;
        java.util.Set<Tok> toDefault = new java.util.HashSet<>();
        Tok t = at(sig, k++);
        if (t.type() == ExpatParser.T_LITERAL) {
            // an internal entity
            if (at(sig, k).type() != ExpatParser.T_DECL_CLOSE) {
                throw syntax(at(sig, k));
            }
            String value;
            try {
                value = entityValue(p, t);
            } catch (PartialValue pv) {
                // expat reports the declaration with what came before the reference
                if (handler && !duplicate) {
                    p.event(pv.at, pv.at + 1);
                    cb.entityDecl(name, param, pv.before, p.base, null, null, null);
                }
                throw new XmlError(XmlError.PARAM_ENTITY_REF, pv.at);
            }
            if (e != null) {
                e.textString = value;
                e.text = value.codePoints().toArray();
                e.base = p.base;
                table.put(name, e);
            }
            if (e == null) {
                toDefault.add(nameTok);
                toDefault.add(t);
            }
            defaultsFor(p, toks, handler, toDefault);
            if (e != null && handler) {
                p.event(t.start(), t.end());
                cb.entityDecl(name, param, value, e.base, null, null, null);
            }
            return;
        }
        if (t.type() != ExpatParser.T_NAME) {
            throw syntax(t);
        }
        String kw = text(p, t);
        String pub = null;
        if (kw.equals("PUBLIC")) {
            Tok pt = at(sig, k++);
            pub = lit(p, pt).trim().replaceAll("[ \r\n\t]+", " ");
        } else if (!kw.equals("SYSTEM")) {
            throw syntax(t);
        }
        Tok st = at(sig, k++);
        String sys = lit(p, st);
        String notation = null;
        Tok next = at(sig, k);
        Tok notationTok = null;
        if (next.type() == ExpatParser.T_NAME) {
            if (!text(p, next).equals("NDATA") || param) {
                throw syntax(next);
            }
            notationTok = at(sig, k + 1);
            if (notationTok.type() != ExpatParser.T_NAME) {
                throw syntax(notationTok);
            }
            notation = text(p, notationTok);
            k += 2;
        }
        Tok close = at(sig, k);
        if (close.type() != ExpatParser.T_DECL_CLOSE) {
            throw syntax(close);
        }
        if (e != null) {
            e.systemId = sys;
            e.publicId = pub;
            e.base = p.base;
            e.notation = notation;
            table.put(name, e);
        }
        boolean unparsedHandler = keep && notation != null
                && cb.has(Callbacks.UNPARSED_ENTITY_DECL);
        boolean consumed = notation != null ? handler || unparsedHandler : handler;
        if (e == null) {
            toDefault.add(nameTok);
        }
        defaultsFor(p, toks, consumed, toDefault);
        if (e == null) {
            return;
        }
        if (notation != null) {
            p.event(notationTok.start(), notationTok.end());
            if (unparsedHandler) {
                cb.unparsedEntityDecl(name, e.base, sys, pub, notation);
            } else if (handler) {
                cb.entityDecl(name, param, null, e.base, sys, pub, notation);
            }
        } else if (handler) {
            p.event(close.start(), close.end());
            cb.entityDecl(name, param, null, e.base, sys, pub, null);
        }
    }

    /**
     * Pass the declaration's tokens to the default handler: all of them when no handler took
     * the declaration, else only {@code alwaysDefault} (what expat passes even then).
     */
    private static void defaultsFor(ExpatParser p, List<Tok> toks, boolean consumed,
            java.util.Set<Tok> alwaysDefault) {
        for (Tok t : toks) {
            if (!consumed || alwaysDefault.contains(t)) {
                p.toDefault(t.start(), t.end());
            }
        }
    }

    /**
     * The replacement text of an entity value literal: character references replaced, general
     * entity references kept, newlines normalized; a parameter entity reference is an error in
     * the internal subset. Compare expat xmlparse.c: storeEntityValue.
     */
    private static String entityValue(ExpatParser p, Tok t) {
        StringBuilder sb = new StringBuilder();
        long end = t.end() - 1;
        for (long i = t.start() + 1; i < end; i++) {
            int c = p.charAt(i);
            if (c == '%') {
                throw new PartialValue(sb.toString(), i);
            }
            if (c == '&') {
                long e = i + 1;
                while (e < end && p.charAt(e) != ';') {
                    e++;
                }
                if (e >= end) {
                    throw new XmlError(XmlError.INVALID_TOKEN, i);
                }
                String body = p.tokenText(i + 1, e);
                if (body.startsWith("#")) {
                    int v = ExpatParser.charRef(body);
                    if (v < 0) {
                        throw new XmlError(XmlError.BAD_CHAR_REF, i);
                    }
                    sb.appendCodePoint(v);
                } else {
                    sb.append('&').append(body).append(';');
                }
                i = e;
            } else if (c == '\r') {
                sb.append('\n');
                if (p.charAt(i + 1) == '\n') {
                    i++;
                }
            } else {
                sb.appendCodePoint(c);
            }
        }
        return sb.toString();
    }

    /** A parameter entity reference in an entity value, where it is not allowed. */
    private static final class PartialValue extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String before;
        final long at;

        PartialValue(String before, long at) {
            super(null, null, false, false);
            this.before = before;
            this.at = at;
        }
    }

    // ------------------------------------------------------------------ ATTLIST

    static void attlist(ExpatParser p, List<Tok> toks) {
        Callbacks cb = p.callbacks();
        List<Tok> sig = significant(toks);
        Tok elTok = at(sig, 1);
        if (elTok.type() != ExpatParser.T_NAME) {
            throw syntax(elTok);
        }
        String el = text(p, elTok);
        boolean keep = p.keepProcessing();
        boolean handler = keep && cb.has(Callbacks.ATTLIST_DECL);
        defaultsFor(p, toks, handler, java.util.Set.of());
        int k = 2;
        List<ExpatParser.AttDef> defs = keep ? p.attDefs().computeIfAbsent(el,
                x -> new ArrayList<>()) : null;
        while (at(sig, k).type() != ExpatParser.T_DECL_CLOSE) {
            Tok an = at(sig, k++);
            if (an.type() != ExpatParser.T_NAME) {
                throw syntax(an);
            }
            String att = text(p, an);
            Tok tt = at(sig, k++);
            String type;
            if (tt.type() == ExpatParser.T_NAME) {
                type = text(p, tt);
                if (type.equals("NOTATION")) {
                    Tok open = at(sig, k);
                    if (open.type() != ExpatParser.T_OPEN_PAREN) {
                        throw syntax(open);
                    }
                    StringBuilder sb = new StringBuilder("NOTATION");
                    k = enumeration(p, sig, k, sb);
                    type = sb.toString();
                } else if (!List.of("CDATA", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES",
                        "NMTOKEN", "NMTOKENS").contains(type)) {
                    throw syntax(tt);
                }
            } else if (tt.type() == ExpatParser.T_OPEN_PAREN) {
                StringBuilder sb = new StringBuilder();
                k = enumeration(p, sig, k - 1, sb);
                type = sb.toString();
            } else {
                throw syntax(tt);
            }
            Tok dt = at(sig, k++);
            String dflt = null;
            boolean required = false;
            Tok eventTok = dt;
            if (dt.type() == ExpatParser.T_POUND_NAME) {
                String kw = text(p, dt);
                if (kw.equals("#REQUIRED")) {
                    required = true;
                } else if (kw.equals("#FIXED")) {
                    Tok v = at(sig, k++);
                    dflt = attValue(p, v, type.equals("CDATA"));
                    required = true;
                    eventTok = v;
                } else if (!kw.equals("#IMPLIED")) {
                    throw syntax(dt);
                }
            } else if (dt.type() == ExpatParser.T_LITERAL) {
                dflt = attValue(p, dt, type.equals("CDATA"));
            } else {
                throw syntax(dt);
            }
            if (defs != null) {
                boolean seen = false;
                for (ExpatParser.AttDef d : defs) {
                    if (d.name().equals(att)) {
                        seen = true;
                    }
                }
                if (!seen) {
                    defs.add(new ExpatParser.AttDef(att, type.equals("CDATA"), dflt));
                }
            }
            if (handler) {
                p.event(eventTok.start(), eventTok.end());
                cb.attlistDecl(el, att, type, dflt, required);
            }
        }
    }

    /** An enumeration "(a|b)" from its '(' at {@code sig[k]}: appended without blanks. */
    private static int enumeration(ExpatParser p, List<Tok> sig, int k, StringBuilder sb) {
        Tok open = at(sig, k++);
        if (open.type() != ExpatParser.T_OPEN_PAREN) {
            throw syntax(open);
        }
        sb.append('(');
        for (;;) {
            Tok n = at(sig, k++);
            if (n.type() != ExpatParser.T_NAME) {
                throw syntax(n);
            }
            sb.append(text(p, n));
            Tok sep = at(sig, k++);
            if (sep.type() == ExpatParser.T_CLOSE_PAREN) {
                if (sep.end() - sep.start() != 1) {
                    throw syntax(sep);
                }
                sb.append(')');
                return k;
            }
            if (sep.type() != ExpatParser.T_OR) {
                throw syntax(sep);
            }
            sb.append('|');
        }
    }

    /** A default attribute value: normalized as the attribute's values are. */
    private static String attValue(ExpatParser p, Tok t, boolean cdata) {
        String raw = lit(p, t);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '&') {
                int e = raw.indexOf(';', i);
                String body = raw.substring(i + 1, e);
                int v = body.startsWith("#") ? ExpatParser.charRef(body)
                        : ExpatParser.predefined(body);
                if (v >= 0) {
                    sb.appendCodePoint(v);
                } else {
                    Entity ent = p.generalEntities().get(body);
                    if (ent != null && ent.textString != null) {
                        sb.append(ent.textString);
                    } else {
                        throw new XmlError(XmlError.UNDEFINED_ENTITY, t.start());
                    }
                }
                i = e;
            } else if (c == '\r') {
                sb.append(' ');
                if (i + 1 < raw.length() && raw.charAt(i + 1) == '\n') {
                    i++;
                }
            } else if (c == '\t' || c == '\n') {
                sb.append(' ');
            } else if (c == '<') {
                throw new XmlError(XmlError.INVALID_TOKEN, t.start());
            } else {
                sb.append(c);
            }
        }
        String v = sb.toString();
        return cdata ? v : v.trim().replaceAll(" +", " ");
    }

    // ------------------------------------------------------------------ ELEMENT

    static final int CTYPE_EMPTY = 1;
    static final int CTYPE_ANY = 2;
    static final int CTYPE_MIXED = 3;
    static final int CTYPE_NAME = 4;
    static final int CTYPE_CHOICE = 5;
    static final int CTYPE_SEQ = 6;

    static void element(ExpatParser p, List<Tok> toks) {
        Callbacks cb = p.callbacks();
        List<Tok> sig = significant(toks);
        Tok nameTok = at(sig, 1);
        if (nameTok.type() != ExpatParser.T_NAME) {
            throw syntax(nameTok);
        }
        String name = text(p, nameTok);
        boolean handler = p.keepProcessing() && cb.has(Callbacks.ELEMENT_DECL);
        Tok t = at(sig, 2);
        Callbacks.Model model;
        int k;
        Tok eventTok;
        if (t.type() == ExpatParser.T_NAME && text(p, t).equals("EMPTY")) {
            model = new Callbacks.Model(CTYPE_EMPTY, 0, null, List.of());
            k = 3;
            eventTok = t;
        } else if (t.type() == ExpatParser.T_NAME && text(p, t).equals("ANY")) {
            model = new Callbacks.Model(CTYPE_ANY, 0, null, List.of());
            k = 3;
            eventTok = t;
        } else if (t.type() == ExpatParser.T_OPEN_PAREN) {
            Tok first = at(sig, 3);
            if (first.type() == ExpatParser.T_POUND_NAME) {
                if (!text(p, first).equals("#PCDATA")) {
                    throw syntax(first);
                }
                List<Callbacks.Model> names = new ArrayList<>();
                k = 4;
                for (;;) {
                    Tok s = at(sig, k++);
                    if (s.type() == ExpatParser.T_CLOSE_PAREN) {
                        String ct = text(p, s);
                        int quant = ct.endsWith("*") ? 2 : 0;
                        if (ct.length() > 1 && quant == 0 || (!names.isEmpty() && quant == 0)) {
                            throw syntax(s);
                        }
                        model = new Callbacks.Model(CTYPE_MIXED, quant, null, names);
                        eventTok = s;
                        break;
                    }
                    if (s.type() != ExpatParser.T_OR) {
                        throw syntax(s);
                    }
                    Tok n = at(sig, k++);
                    if (n.type() != ExpatParser.T_NAME) {
                        throw syntax(n);
                    }
                    names.add(new Callbacks.Model(CTYPE_NAME, 0, text(p, n), List.of()));
                }
            } else {
                int[] kk = {2};
                model = group(p, sig, kk);
                k = kk[0];
                eventTok = sig.get(k - 1);
            }
        } else {
            throw syntax(t);
        }
        Tok close = at(sig, k);
        if (close.type() != ExpatParser.T_DECL_CLOSE) {
            throw syntax(close);
        }
        defaultsFor(p, toks, handler, java.util.Set.of());
        if (handler) {
            p.event(eventTok.start(), eventTok.end());
            cb.elementDecl(name, model);
        }
    }

    /** A parenthesized group of children from its '(' at {@code k[0]}. */
    private static Callbacks.Model group(ExpatParser p, List<Tok> sig, int[] k) {
        Tok open = at(sig, k[0]++);
        if (open.type() != ExpatParser.T_OPEN_PAREN) {
            throw syntax(open);
        }
        List<Callbacks.Model> items = new ArrayList<>();
        int sepType = 0;
        for (;;) {
            Tok t = at(sig, k[0]);
            if (t.type() == ExpatParser.T_OPEN_PAREN) {
                items.add(group(p, sig, k));
            } else if (t.type() == ExpatParser.T_NAME || t.type() == ExpatParser.T_QUANT) {
                String s = text(p, t);
                int quant = 0;
                if (t.type() == ExpatParser.T_QUANT) {
                    quant = quant(s.charAt(s.length() - 1));
                    s = s.substring(0, s.length() - 1);
                }
                items.add(new Callbacks.Model(CTYPE_NAME, quant, s, List.of()));
                k[0]++;
            } else {
                throw syntax(t);
            }
            Tok sep = at(sig, k[0]++);
            if (sep.type() == ExpatParser.T_CLOSE_PAREN) {
                String ct = text(p, sep);
                int quant = ct.length() > 1 ? quant(ct.charAt(1)) : 0;
                int type = sepType == ExpatParser.T_OR ? CTYPE_CHOICE : CTYPE_SEQ;
                return new Callbacks.Model(type, quant, null, items);
            }
            if (sep.type() != ExpatParser.T_OR && sep.type() != ExpatParser.T_COMMA) {
                throw syntax(sep);
            }
            if (sepType != 0 && sepType != sep.type()) {
                throw syntax(sep);
            }
            sepType = sep.type();
        }
    }

    private static int quant(char c) {
        switch (c) {
            case '?':
                return 1;
            case '*':
                return 2;
            case '+':
                return 3;
            default:
                return 0;
        }
    }

    // ------------------------------------------------------------------ NOTATION

    static void notation(ExpatParser p, List<Tok> toks) {
        Callbacks cb = p.callbacks();
        List<Tok> sig = significant(toks);
        Tok nameTok = at(sig, 1);
        if (nameTok.type() != ExpatParser.T_NAME) {
            throw syntax(nameTok);
        }
        String name = text(p, nameTok);
        Tok kwTok = at(sig, 2);
        String kw = text(p, kwTok);
        String pub = null;
        String sys = null;
        Tok eventTok;
        int k = 3;
        if (kw.equals("SYSTEM")) {
            eventTok = at(sig, k++);
            sys = lit(p, eventTok);
        } else if (kw.equals("PUBLIC")) {
            Tok pt = at(sig, k++);
            pub = lit(p, pt).trim().replaceAll("[ \r\n\t]+", " ");
            Tok next = at(sig, k);
            if (next.type() == ExpatParser.T_LITERAL) {
                sys = lit(p, next);
                eventTok = next;
                k++;
            } else {
                eventTok = next;
            }
        } else {
            throw syntax(kwTok);
        }
        Tok close = at(sig, k);
        if (close.type() != ExpatParser.T_DECL_CLOSE) {
            throw syntax(close);
        }
        boolean handler = p.keepProcessing() && cb.has(Callbacks.NOTATION_DECL);
        defaultsFor(p, toks, handler, java.util.Set.of());
        if (handler) {
            p.event(eventTok.start(), eventTok.end());
            cb.notationDecl(name, p.base, sys, pub);
        }
    }
}
