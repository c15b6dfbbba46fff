/** The {@code builtins} module: builtin functions and the builtin names. */
package org.specializer.core.builtins;
