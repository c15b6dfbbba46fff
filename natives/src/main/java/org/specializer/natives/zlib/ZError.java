package org.specializer.natives.zlib;

/**
 * A zlib return code other than success, with zlib's message ({@code strm->msg}) when it has
 * one. The Python-facing code turns it into {@code zlib.error} with the context of the call.
 */
final class ZError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    static final int Z_NEED_DICT = 2;
    static final int Z_STREAM_ERROR = -2;
    static final int Z_DATA_ERROR = -3;
    static final int Z_BUF_ERROR = -5;

    final int code;
    final String zmsg;

    ZError(int code, String zmsg) {
        super(zmsg, null, false, false);
        this.code = code;
        this.zmsg = zmsg;
    }

    static ZError data(String msg) {
        return new ZError(Z_DATA_ERROR, msg);
    }
}
