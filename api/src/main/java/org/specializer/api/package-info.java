/**
 * The Python object model: {@link org.specializer.api.PyObject} and
 * {@link org.specializer.api.PyType}, the builtin types, and the protocols of
 * {@link org.specializer.api.Abstract}. Each builtin type is a {@code Py*} class holding the
 * instance layout and a {@code *Methods} class defining its Python-visible methods.
 *
 * <h2>The buffer protocol</h2>
 *
 * CPython's buffer protocol (PEP 3118) lets an object lend its memory to another without a
 * copy: {@code bytes}, {@code bytearray}, {@code memoryview} and the types of C modules
 * ({@code array.array}, {@code io.BytesIO}, {@code mmap}) export it; {@code memoryview}, the
 * bytes methods, {@code struct}, {@code zlib}, {@code hashlib}, file writes and many more
 * consume it. Here it has three parts.
 *
 * <h3>The view: {@link org.specializer.api.PyBuffer}</h3>
 * CPython's {@code Py_buffer}: the backing {@code byte[] buf}, the {@code offset} of the first
 * item, {@code len} (the byte count of a contiguous copy), {@code readonly}, and the item
 * layout: {@code itemsize}, {@code format} ({@code struct} syntax, {@code "B"} for plain
 * bytes), {@code ndim}, {@code shape} and {@code strides} (in bytes, possibly negative). The item
 * at indices {@code (i0, ..., in)} starts at {@code offset + i0*strides[0] + ... +
 * in*strides[n]} ({@link org.specializer.api.PyBuffer#itemOffset}). A C-contiguous view holds
 * its bytes at {@code buf[offset .. offset+len)}; {@link org.specializer.api.PyBuffer#toByteArray}
 * copies any view in C, Fortran or memory order, and
 * {@link org.specializer.api.PyBuffer#asByteBuffer} wraps a contiguous one for Java APIs
 * ({@code MessageDigest.update}, {@code Inflater.setInput}, channels). Multi-byte items are
 * little-endian; {@link org.specializer.api.NativeFormat} reads and writes single items of the
 * native formats with memoryview's errors.
 *
 * <h3>Consumers: {@link org.specializer.api.Buffers}</h3>
 * A Java implementation of a C module takes a bytes-like argument so:
 *
 * <pre>{@code
 * try (PyBuffer data = Buffers.get(arg, PyBuffer.SIMPLE)) {      // TypeError if not bytes-like
 *     crc = update(crc, data.buf, data.offset, data.len);
 * }
 *
 * try (PyBuffer out = Buffers.get(target, PyBuffer.WRITABLE)) {   // readinto(b)
 *     n = channel.read(out.asByteBuffer());
 * }
 * }</pre>
 *
 * The request flags are CPython's {@code PyBUF_*} ({@code SIMPLE}, {@code WRITABLE},
 * {@code FORMAT}, {@code ND}, {@code STRIDES}, {@code C_CONTIGUOUS}, ..., {@code FULL_RO},
 * {@code FULL}); they decide only what an exporter must refuse with BufferError (a writable
 * view of bytes, a simple view of a strided memoryview): the view always carries its whole
 * layout. {@link org.specializer.api.Buffers#check} is {@code PyObject_CheckBuffer},
 * {@link org.specializer.api.Buffers#getOrNull} returns null for an object that is not
 * bytes-like, and {@link org.specializer.api.Buffers#toBytes} gives a C-order copy of anything
 * bytes-like ({@code PyBuffer_ToContiguous}). Release every view obtained, exactly once it is
 * no longer used (try-with-resources): a bytearray cannot resize while a view is out.
 * {@link org.specializer.api.BytesMethods#asBytes} is {@code PyObject_Bytes}
 * ({@code __bytes__}, buffers, iterables of ints), for arguments CPython converts with
 * {@code bytes(x)}.
 *
 * <h3>Exporters: {@link org.specializer.api.BufferProtocol}</h3>
 * A type exports by implementing {@code getBuffer(flags)} (and {@code releaseBuffer(view)} when
 * it cares): {@code new PyBuffer(this, this, storage, offset, readonly, itemsize, format, shape,
 * strides)}, or {@link org.specializer.api.PyBuffer#ofBytes} for plain bytes, which also
 * refuses {@code WRITABLE} on read-only memory. That is all {@code array.array} needs to work
 * with memoryview (casts, {@code tolist}, comparisons), {@code bytes(a)}, {@code b''.join},
 * {@code int.from_bytes} and every bytes method. An exporter whose storage can move keeps a
 * {@link org.specializer.api.BufferExports}: {@code add} each view in {@code getBuffer},
 * {@code remove} it in {@code releaseBuffer}, and call {@code checkResize()} (BufferError
 * "Existing exports of data: object cannot be re-sized") or {@code inUse()} (to raise its own
 * message, as array.array does) before it replaces or resizes the storage. Python classes
 * export by defining {@code __buffer__} (PEP 688), which must return a memoryview;
 * {@code __release_buffer__} is then called when the view is released.
 *
 * <h3>memoryview and the lifetime of views</h3>
 * {@code memoryview(obj)} takes one view of {@code obj} into a managed buffer shared by every
 * view derived from it (slices, casts, {@code toreadonly}, {@code memoryview(m)}), and gives it
 * back when the last of them is released, as CPython does. CPython also releases a view when
 * its last reference goes; here a memoryview dropped without {@code release()} is found by the
 * garbage collector, which {@link org.specializer.api.BufferExports} consults when a resize
 * meets such views (see there for the cost and the back-off). Views held by Java code are not
 * collected that way: release them.
 *
 * <p>{@link org.specializer.api.PyBytes}, {@link org.specializer.api.PyByteArray} (storage
 * with a logical start and CPython's allocation rules) and
 * {@link org.specializer.api.PyMemoryView} are the builtin exporters; the methods bytes and
 * bytearray share are in {@code BytesText}, reading their arguments through the same
 * protocol without an export while no Python code can run.
 *
 * <h2>Builtin callables and descriptors</h2>
 *
 * A builtin type's definer ({@code t.method1("append", ...)}, {@code t.getset(...)}) fills its
 * dictionary with descriptors of CPython's kinds, which {@code types} and {@code inspect} tell
 * apart by their Python type. The Java classes are fewer, so that the specializing
 * interpreter's fast paths test one class per shape:
 * <ul>
 * <li>{@link org.specializer.api.PyMethodDescr} is {@code method_descriptor}
 *     ({@code str.join}), {@code wrapper_descriptor} for a special method standing for a type
 *     slot ({@code object.__init__}, {@code int.__add__}; {@code PyType} decides by the name,
 *     as CPython's {@code slotdefs}) or {@code classmethod_descriptor} ({@code dict.fromkeys});
 * <li>{@link org.specializer.api.PyBuiltinFunction} is {@code builtin_function_or_method}
 *     (module functions, bound builtin methods, a type's {@code __new__}) or
 *     {@code method-wrapper}, a slot wrapper bound to an instance;
 * <li>{@link org.specializer.api.PyGetSetDescr} is {@code getset_descriptor}, or
 *     {@code member_descriptor} for the attributes CPython declares as struct members
 *     ({@code function.__globals__}); {@link org.specializer.api.PyMemberDescr} is the
 *     {@code member_descriptor} of a {@code __slots__} entry.
 * </ul>
 * Their {@code __doc__} and {@code __text_signature__}, and those of the builtin types, come
 * from one resource read at first use: see {@link org.specializer.api.BuiltinDocs}.
 */
package org.specializer.api;
