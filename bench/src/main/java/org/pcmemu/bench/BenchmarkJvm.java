package org.pcmemu.bench;

/**
 * JVM options every benchmark fork gets (appended to the options the host JVM was started with).
 *
 * <p>{@code --sun-misc-unsafe-memory-access=allow} (JDK 23+, JEP 471) would stop JCTools'
 * sun.misc.Unsafe warning, but JDK 21 refuses to start with it ("Unrecognized option"). The
 * option only sets the system property below, which JDK 21 ignores and JDK 23 to 25 honour, so
 * the forks pass the property: one annotation works from JDK 21 on.
 */
final class BenchmarkJvm {
    /** Agrona (the emulator's trace buffers) needs jdk.internal.misc. */
    static final String ADD_EXPORTS = "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED";
    /** Silences the JDK 24+ warning about JCTools' sun.misc.Unsafe use; ignored by JDK 21. */
    static final String ALLOW_UNSAFE = "-Dsun.misc.unsafe.memory.access=allow";
    /** P = 100,000 needs about 0.3 GiB of live heap, but a roomy heap keeps GC out of the numbers. */
    static final String HEAP = "-Xmx16g";
    /**
     * As the pcmemu launcher: the JDK counts virtual threads instead of keeping each in a
     * concurrent map (48 bytes and a contended insert per processor).
     */
    static final String COUNT_THREADS = "-Djdk.trackAllThreads=false";

    private BenchmarkJvm() {
    }
}
