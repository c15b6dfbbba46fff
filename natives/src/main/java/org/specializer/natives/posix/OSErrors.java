package org.specializer.natives.posix;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;
import org.specializer.api.ExceptionMethods;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.natives.errno.ErrnoModule;

/**
 * OSErrors as the native modules raise them: CPython's {@code PyErr_SetFromErrno*} family, an
 * error number giving both the subclass (FileNotFoundError for ENOENT, ...) and the message
 * ("[Errno 2] No such file or directory: 'name'"). Java's I/O exceptions are mapped back to the
 * error number of the system call behind them: their type for the common ones, else the
 * strerror text the JDK puts in their message.
 */
public final class OSErrors {
    private OSErrors() {}

    /** OSError for {@code errno}, without a file name. */
    public static PyException of(int errno) {
        return new PyException(ExceptionMethods.newOSError(errno, ErrnoModule.strerror(errno),
                null, null));
    }

    /** OSError for {@code errno} about {@code filename} (null: none). */
    public static PyException of(int errno, PyObject filename) {
        return new PyException(ExceptionMethods.newOSError(errno, ErrnoModule.strerror(errno),
                filename, null));
    }

    /** OSError for {@code errno} about two files ("'a' -> 'b'"). */
    public static PyException of(int errno, PyObject filename, PyObject filename2) {
        return new PyException(ExceptionMethods.newOSError(errno, ErrnoModule.strerror(errno),
                filename, filename2));
    }

    /** The OSError for a Java I/O failure on {@code filename} (null: none). */
    public static PyException of(IOException e, PyObject filename) {
        return of(errno(e), filename);
    }

    /** The OSError for a Java I/O failure on two files. */
    public static PyException of(IOException e, PyObject filename, PyObject filename2) {
        return of(errno(e), filename, filename2);
    }

    /** The OSError for a channel used the wrong way (read on a write-only descriptor...). */
    public static PyException of(RuntimeException e) {
        if (e instanceof NonReadableChannelException || e instanceof NonWritableChannelException) {
            return of(ErrnoModule.EBADF);
        }
        throw e;
    }

    /** The error number behind a Java I/O exception (EIO when nothing tells). */
    public static int errno(IOException e) {
        if (e instanceof NoSuchFileException) {
            return ErrnoModule.ENOENT;
        }
        if (e instanceof FileAlreadyExistsException) {
            return ErrnoModule.EEXIST;
        }
        if (e instanceof AccessDeniedException) {
            return ErrnoModule.EACCES;
        }
        if (e instanceof DirectoryNotEmptyException) {
            return ErrnoModule.ENOTEMPTY;
        }
        if (e instanceof NotDirectoryException) {
            return ErrnoModule.ENOTDIR;
        }
        if (e instanceof NotLinkException) {
            return ErrnoModule.EINVAL;
        }
        if (e instanceof AtomicMoveNotSupportedException) {
            return ErrnoModule.EXDEV;
        }
        if (e instanceof FileSystemLoopException) {
            return ErrnoModule.ELOOP;
        }
        if (e instanceof ClosedChannelException) {
            return ErrnoModule.EBADF;
        }
        String text = e instanceof FileSystemException fse ? fse.getReason() : e.getMessage();
        int errno = ErrnoModule.fromMessage(text);
        if (errno < 0 && text != null && text.equals("Stream closed")) {
            errno = ErrnoModule.EBADF;
        }
        return errno < 0 ? ErrnoModule.EIO : errno;
    }
}
