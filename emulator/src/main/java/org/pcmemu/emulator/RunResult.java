package org.pcmemu.emulator;

import org.pcmemu.emulator.trace.Trace;

/**
 * What an emulated run measured, the same shape for every engine, so that a caller reads any run
 * alike. All times are model cycles except {@link #wallNanos()}. Immutable once returned.
 */
public interface RunResult {

    ThreadMode threadMode();

    /** The seed of the run's scheduling noise ({@link RunOptions#jitterSeed()}), 0 if none. */
    long jitterSeed();

    /** The number of processors. */
    default int processors() {
        return finishTimes().length;
    }

    /** The run's model cost: the largest finish time (window engine), the machine's clock at the end (barrier). */
    long makespan();

    /** Each processor's model time when its program returned. A copy. */
    long[] finishTimes();

    /**
     * Each processor's busy model time, a copy: its send and receive overheads and computation
     * (window engine; waiting and stalls are not busy), or the summed costs of the steps of every
     * sub-machine it belonged to (barrier engine; waiting for the other parts of a partition is
     * not). Counted by the engine whether or not the run is traced.
     */
    long[] busyTimes();

    /** Messages sent. */
    long messages();

    /** Words sent (the window engine's messages are one word each). */
    long words();

    /** Synchronization steps: windows of the window engine, priced steps of the barrier engine. */
    long steps();

    /** Messages sent but never received. */
    long undelivered();

    /** Real time of the run, from the first thread's start to the end, in nanoseconds. */
    long wallNanos();

    default double wallMillis() {
        return wallNanos() / 1e6;
    }

    /** The per-event trace, or null if {@link RunOptions#trace()} was off. */
    Trace trace();
}
