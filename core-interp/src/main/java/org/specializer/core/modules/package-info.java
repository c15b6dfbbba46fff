/** Built-in modules: {@code sys}, {@code math}, {@code time}, {@code random}, and more. */
package org.specializer.core.modules;
