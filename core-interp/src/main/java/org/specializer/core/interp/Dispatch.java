package org.specializer.core.interp;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the eval loop: the method whose {@code case Op.X:} labels are the instructions the
 * interpreter has bodies for. The build derives from it the list of children a specializer may
 * install ({@link Declarations#implemented}); a child without a case is refused at run time,
 * whatever a family module decides.
 */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.METHOD)
@interface Dispatch {}
