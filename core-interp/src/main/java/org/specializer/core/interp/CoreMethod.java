package org.specializer.core.interp;

/**
 * A child's value core as the JVM names it: {@code owner} in internal form, the method's name
 * and its descriptor. Built by the generated {@link Declarations} from a {@link Core} method.
 */
public record CoreMethod(String owner, String name, String descriptor) {}
