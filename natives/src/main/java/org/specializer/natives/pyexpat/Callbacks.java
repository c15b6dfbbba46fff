package org.specializer.natives.pyexpat;

import java.util.List;

/**
 * What the parser reports, as expat's handler functions. {@link #has} tells whether a handler
 * is set, since expat's behaviour depends on it (markup without a handler of its own goes to
 * the default handler). Handlers that answer return an int, as in C.
 */
interface Callbacks {
    int START_ELEMENT = 0;
    int END_ELEMENT = 1;
    int PROCESSING_INSTRUCTION = 2;
    int CHARACTER_DATA = 3;
    int UNPARSED_ENTITY_DECL = 4;
    int NOTATION_DECL = 5;
    int START_NAMESPACE_DECL = 6;
    int END_NAMESPACE_DECL = 7;
    int COMMENT = 8;
    int START_CDATA_SECTION = 9;
    int END_CDATA_SECTION = 10;
    int DEFAULT = 11;
    int DEFAULT_EXPAND = 12;
    int NOT_STANDALONE = 13;
    int EXTERNAL_ENTITY_REF = 14;
    int START_DOCTYPE_DECL = 15;
    int END_DOCTYPE_DECL = 16;
    int ENTITY_DECL = 17;
    int XML_DECL = 18;
    int ELEMENT_DECL = 19;
    int ATTLIST_DECL = 20;
    int SKIPPED_ENTITY = 21;
    int COUNT = 22;

    boolean has(int handler);

    /** {@code attrs}: name, value, name, value...; the first {@code nSpecified} pairs were given. */
    void startElement(String name, List<String> attrs, int nSpecified);

    void endElement(String name);

    void processingInstruction(String target, String data);

    void characterData(String data);

    void unparsedEntityDecl(String name, String base, String systemId, String publicId,
            String notationName);

    void notationDecl(String name, String base, String systemId, String publicId);

    void startNamespaceDecl(String prefix, String uri);

    void endNamespaceDecl(String prefix);

    void comment(String data);

    void startCdataSection();

    void endCdataSection();

    /** The default handler (either kind) with markup's text. */
    void defaultText(String data);

    int notStandalone();

    int externalEntityRef(String context, String base, String systemId, String publicId);

    void startDoctypeDecl(String name, String systemId, String publicId, boolean internalSubset);

    void endDoctypeDecl();

    void entityDecl(String name, boolean isParameter, String value, String base,
            String systemId, String publicId, String notationName);

    void xmlDecl(String version, String encoding, int standalone);

    /** {@code model}: type, quantifier, name, children (as expat's XML_Content). */
    void elementDecl(String name, Model model);

    void attlistDecl(String elname, String attname, String type, String dflt,
            boolean required);

    void skippedEntity(String name, boolean isParameter);

    /** A content model (expat's XML_Content). */
    record Model(int type, int quant, String name, List<Model> children) {}
}
