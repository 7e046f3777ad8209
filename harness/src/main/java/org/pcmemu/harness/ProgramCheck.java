package org.pcmemu.harness;

import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * Reads a user's program class before it is defined and refuses the calls pcmemu cannot let a
 * program make: ending the JVM ({@code System.exit}, {@code Runtime.exit}, {@code Runtime.halt}:
 * the JDK no longer has a way to stop them at run time, and they would end pcmemu with a
 * half-written results file) and starting threads of its own (every processor is one of pcmemu's
 * threads, and model time is only defined for those: a thread of the program's would run outside
 * the model, unpriced and nondeterministic). The refusal names the file and line of the call.
 */
final class ProgramCheck {
    /* Owner (internal name) and method name of every refused call; "*" for any method of the owner. */
    private record Refused(String owner, String method, String what, String why) {
    }

    private static final String EXIT = "a program ends by returning from run; pcmemu then reports the run";
    private static final String THREADS = "every processor already is one of pcmemu's threads, and model time"
            + " exists only on those; run the work on the processors (compute(cycles) prices it)";
    private static final List<Refused> REFUSED = List.of(
            new Refused("java/lang/System", "exit", "System.exit", EXIT),
            new Refused("java/lang/Runtime", "exit", "Runtime.exit", EXIT),
            new Refused("java/lang/Runtime", "halt", "Runtime.halt", EXIT),
            new Refused("java/lang/Thread", "<init>", "new Thread", THREADS),
            new Refused("java/lang/Thread", "start", "Thread.start", THREADS),
            new Refused("java/lang/Thread", "startVirtualThread", "Thread.startVirtualThread", THREADS),
            new Refused("java/lang/Thread", "ofPlatform", "Thread.ofPlatform", THREADS),
            new Refused("java/lang/Thread", "ofVirtual", "Thread.ofVirtual", THREADS),
            new Refused("java/util/concurrent/Executors", "*", "Executors", THREADS),
            new Refused("java/util/concurrent/ForkJoinPool", "*", "ForkJoinPool", THREADS),
            new Refused("java/util/concurrent/ThreadPoolExecutor", "<init>", "new ThreadPoolExecutor", THREADS),
            new Refused("java/util/concurrent/CompletableFuture", "runAsync", "CompletableFuture.runAsync", THREADS),
            new Refused("java/util/concurrent/CompletableFuture", "supplyAsync", "CompletableFuture.supplyAsync",
                    THREADS),
            new Refused("java/util/Timer", "<init>", "new Timer", THREADS),
            new Refused("java/util/Collection", "parallelStream", "parallelStream", THREADS),
            new Refused("java/util/List", "parallelStream", "parallelStream", THREADS),
            new Refused("java/util/Set", "parallelStream", "parallelStream", THREADS),
            new Refused("java/util/ArrayList", "parallelStream", "parallelStream", THREADS),
            new Refused("java/util/stream/IntStream", "parallel", "IntStream.parallel", THREADS),
            new Refused("java/util/stream/LongStream", "parallel", "LongStream.parallel", THREADS),
            new Refused("java/util/stream/DoubleStream", "parallel", "DoubleStream.parallel", THREADS),
            new Refused("java/util/stream/Stream", "parallel", "Stream.parallel", THREADS),
            new Refused("java/util/stream/BaseStream", "parallel", "parallel", THREADS));

    private ProgramCheck() {
    }

    /**
     * Checks one class file of a program.
     *
     * @throws InvalidParameterException naming the first refused call, its file and line
     */
    static void check(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        String[] source = {reader.getClassName().replace('/', '.')};
        if ("java/lang/Thread".equals(reader.getSuperName())) {
            throw refusal(source[0], -1, "extends Thread", THREADS);
        }
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public void visitSource(String file, String debug) {
                if (file != null) {
                    source[0] = file;
                }
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    private int line = -1;

                    @Override
                    public void visitLineNumber(int number, Label start) {
                        line = number;
                    }

                    @Override
                    public void visitMethodInsn(int opcode, String owner, String method, String desc, boolean itf) {
                        for (Refused r : REFUSED) {
                            if (r.owner().equals(owner) && (r.method().equals("*") || r.method().equals(method))) {
                                throw refusal(source[0], line, "calls " + r.what(), r.why());
                            }
                        }
                    }
                };
            }
        }, ClassReader.SKIP_FRAMES);
    }

    private static InvalidParameterException refusal(String source, int line, String what, String why) {
        return new InvalidParameterException(source + (line > 0 ? ":" + line : "") + ": the program " + what
                + ", which pcmemu does not run: " + why);
    }
}
