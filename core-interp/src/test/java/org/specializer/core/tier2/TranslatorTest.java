package org.specializer.core.tier2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.core.compiler.Compiler;
import org.specializer.spi.Opcode;

/**
 * White-box tests of tier 2's translator: the stack depths it gives each slot a JVM local by,
 * the entries it makes, what it refuses and why, and the class files it writes.
 */
class TranslatorTest {

    /** The code object of the function {@code name} defined at the top of {@code source}. */
    static PyCode function(String source, String name) {
        PyCode module = Compiler.compileSource(source, "<test>", "exec");
        for (PyObject c : module.consts) {
            if (c instanceof PyCode code && code.name.equals(name)) {
                return code;
            }
        }
        throw new AssertionError("no function " + name);
    }

    /** The opcode unit of the first instruction {@code op} in {@code flow}. */
    static int first(Flow flow, Opcode op) {
        for (int u = 0; u < flow.length; u++) {
            if (flow.op[u] == op.number()) {
                return u;
            }
        }
        throw new AssertionError("no " + op);
    }

    @Test
    void depthsFollowTheStackEffects() throws Refusal {
        Flow fl = Flow.analyze(function("def f(a, b):\n    return a + b * 2\n", "f"));
        int add = first(fl, Opcode.BINARY_OP);  // b * 2 comes first
        assertEquals(3, fl.depth[fl.start[add]], "a, b, 2 on the stack before the multiply");
        int ret = first(fl, Opcode.RETURN_VALUE);
        assertEquals(1, fl.depth[fl.start[ret]]);
        assertEquals(3, fl.maxDepth);
    }

    @Test
    void aForLoopsExitLeavesTheIteratorPopped() throws Refusal {
        Flow fl = Flow.analyze(function(
                "def f(xs):\n    t = 0\n    for x in xs:\n        t += x\n    return t\n", "f"));
        int forIter = first(fl, Opcode.FOR_ITER);
        assertEquals(1, fl.depth[fl.start[forIter]], "the iterator");
        int exit = fl.jumpTarget(forIter) + 2;
        assertEquals(0, fl.depth[exit], "past END_FOR and POP_TOP, the iterator popped");
        assertTrue(fl.target[exit]);
    }

    @Test
    void loopHeadsAndResumePointsAreEntries() throws Refusal {
        Flow loop = Flow.analyze(function(
                "def f(n):\n    i = 0\n    while i < n:\n        i += 1\n    return i\n", "f"));
        int back = first(loop, Opcode.JUMP_BACKWARD);
        assertTrue(loop.loopHead[loop.jumpTarget(back)]);

        Flow gen = Flow.analyze(function("def g():\n    x = yield 1\n    yield x\n", "g"));
        int ret = first(gen, Opcode.RETURN_GENERATOR);
        assertTrue(gen.resumePoint[gen.next(ret)], "the first resumption");
        assertEquals(1, gen.depth[gen.next(ret)], "the value sent in is on the stack");
        int yield = first(gen, Opcode.YIELD_VALUE);
        assertTrue(gen.resumePoint[gen.next(yield)]);
        assertEquals(gen.depth[gen.start[yield]], gen.depth[gen.next(yield)],
                "the value sent replaces the value yielded");
    }

    @Test
    void handlersStartWithTheExceptionOnTheirTableDepth() throws Refusal {
        PyCode code = function("def f(d):\n    try:\n        return d[1]\n"
                + "    except KeyError:\n        return 0\n", "f");
        Flow fl = Flow.analyze(code);
        int[] t = code.exceptionTable;
        assertTrue(t.length > 0);
        for (int h = 0; h < t.length; h += PyCode.EXC_ENTRY) {
            assertEquals(t[h + 3] + (t[h + 4] != 0 ? 1 : 0) + 1, fl.depth[t[h + 2]]);
        }
    }

    @Test
    void resumeCheckTranslatesAsResume() throws Refusal {
        String src = "def g(n):\n    for i in range(n):\n        yield i\n";
        PyCode plain = function(src, "g");
        PyCode quickened = function(src, "g");
        int rewritten = 0;
        for (int u = 0; u < quickened.instructions.length;
                u += Opcode.byNumber(quickened.instructions[u] & 0xFF).size()) {
            if ((quickened.instructions[u] & 0xFF) == Opcode.RESUME.number()) {
                quickened.instructions[u] += Opcode.RESUME_CHECK.number() - Opcode.RESUME.number();
                rewritten++;
            }
        }
        assertEquals(2, rewritten, "the generator's start and the RESUME after its yield");
        Flow fl = Flow.analyze(quickened);
        int after = fl.next(first(fl, Opcode.YIELD_VALUE));
        assertEquals(Opcode.RESUME_CHECK.number(), fl.op[after]);
        assertTrue(fl.resumePoint[after]);
        assertEquals(Translator.translate(plain, "p/G").codeSize(),
                Translator.translate(quickened, "p/G").codeSize());
    }

    @Test
    void codeThatMayReadItsOwnLocalsIsRefused() {
        PyCode code = function("def f(x):\n    return locals()\n", "f");
        Refusal r = assertThrows(Refusal.class, () -> Translator.translate(code, "p/X"));
        assertTrue(r.getMessage().contains("locals"), r.getMessage());
    }

    @Test
    void anAttributeNamedLikeAnIntrospectiveBuiltinIsNoReason() throws Refusal {
        // a tree-walking evaluator's node.eval(env), obj.locals: attributes, not the builtins
        PyCode code = function("def f(node, env):\n    env.locals = node.dir\n"
                + "    return node.eval(env) + node.vars\n", "f");
        assertTrue(Translator.translate(code, "org/specializer/core/interp/Py_f").codeSize() > 0);
        PyCode global = function("def f(x):\n    return eval(x)\n", "f");
        Refusal r = assertThrows(Refusal.class, () -> Translator.translate(global, "p/X"));
        assertTrue(r.getMessage().contains("eval"), r.getMessage());
    }

    @Test
    void patternMatchingIsTranslated() throws Refusal {
        PyCode code = function("def f(x):\n    match x:\n"
                + "        case [a, *_] | {'k': a}:\n            return a\n"
                + "        case C(b, c=d) if d:\n            return b\n"
                + "        case [1, *_, z]:\n            return z\n", "f");
        Flow fl = Flow.analyze(code);
        int cls = first(fl, Opcode.MATCH_CLASS);
        assertEquals(4, fl.depth[fl.start[cls]], "subject, copy of it, class, names");
        Translator.Result r = Translator.translate(code, "org/specializer/core/interp/Py_f");
        assertTrue(r.codeSize() > 0);
    }

    @Test
    void aFunctionTooLargeForHotSpotIsSplitIntoRegions() throws Refusal {
        StringBuilder src = new StringBuilder("def f(a):\n");
        for (int i = 0; i < 700; i++) {
            src.append("    a = a.x").append(i).append(" + a[").append(i).append("]\n");
        }
        src.append("    return a\n");
        PyCode code = function(src.toString(), "f");
        Translator.Result r = Translator.translate(code, "p/X");
        assertTrue(r.codeSize() > Translator.HUGE_METHOD_LIMIT, "larger than one method");
        assertTrue(r.regions() >= r.codeSize() / Translator.HUGE_METHOD_LIMIT + 1,
                r.regions() + " regions for " + r.codeSize() + " bytes");
        java.util.List<String> methods = new java.util.ArrayList<>();
        new org.objectweb.asm.ClassReader(r.bytes()).accept(
                new org.objectweb.asm.ClassVisitor(org.objectweb.asm.Opcodes.ASM9) {
                    @Override
                    public org.objectweb.asm.MethodVisitor visitMethod(int access, String name,
                            String desc, String signature, String[] exceptions) {
                        methods.add(name);
                        return null;
                    }
                }, 0);
        for (int k = 0; k < r.regions(); k++) {
            assertTrue(methods.contains("r" + k), "region method r" + k + " in " + methods);
        }
        assertTrue(methods.contains("run"), methods::toString);
    }

    @Test
    void aTranslationIsAClassWithItsConstantsAsClassData() throws Refusal {
        PyCode code = function("def f(x):\n    return x + 'suffix'\n", "f");
        Translator.Result r = Translator.translate(code,
                "org/specializer/core/interp/Py_f");
        assertTrue(r.codeSize() > 0 && r.codeSize() < Translator.HUGE_METHOD_LIMIT);
        assertEquals(0xCAFEBABE, ((r.bytes()[0] & 0xFF) << 24 | (r.bytes()[1] & 0xFF) << 16
                | (r.bytes()[2] & 0xFF) << 8 | (r.bytes()[3] & 0xFF)));
        assertTrue(r.classData().stream().anyMatch(o -> o.toString().equals("suffix")),
                r.classData()::toString);
    }
}
