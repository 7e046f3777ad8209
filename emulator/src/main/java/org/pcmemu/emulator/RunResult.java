package org.pcmemu.emulator;

import org.pcmemu.emulator.trace.Trace;

/**
 * What an emulated run measured, the same shape for every engine, so that a caller reads any run
 * alike. All times are model cycles except {@link #wallNanos()}. Immutable once returned; any
 * thread may read it.
 */
public interface RunResult {

    /**
     * The threads the run used.
     *
     * @return virtual or platform
     */
    ThreadMode threadMode();

    /**
     * The seed of the run's scheduling noise ({@link RunOptions#jitterSeed()}).
     *
     * @return the seed, 0 if none
     */
    long jitterSeed();

    /**
     * The number of processors.
     *
     * @return P (p)
     */
    default int processors() {
        return finishTimes().length;
    }

    /**
     * The run's model cost: the largest finish time (window engine), the machine's clock at the
     * end (barrier engine).
     *
     * @return the cost in cycles
     */
    long makespan();

    /**
     * Each processor's model time when its program returned (barrier engine: the end of the step
     * in which it returned).
     *
     * @return the times by processor id, a copy
     */
    long[] finishTimes();

    /**
     * Each processor's busy model time: its send and receive overheads and computation
     * (window engine; waiting and stalls are not busy), or the summed costs of the steps of every
     * sub-machine it belonged to (barrier engine; waiting for the other parts of a partition is
     * not). Counted by the engine whether or not the run is traced.
     *
     * @return the times by processor id, a copy
     */
    long[] busyTimes();

    /**
     * Messages sent.
     *
     * @return the count of sends
     */
    long messages();

    /**
     * Words sent (the window engine's messages are one word each).
     *
     * @return the sum of the messages' sizes
     */
    long words();

    /**
     * Synchronization steps: windows of the window engine, priced steps of the barrier engine.
     *
     * @return their count
     */
    long steps();

    /**
     * Messages sent but never received (barrier engine: never readable).
     *
     * @return their count
     */
    long undelivered();

    /**
     * Real time of the run, from the first thread's start to the end.
     *
     * @return nanoseconds
     */
    long wallNanos();

    /**
     * Real time of the run, {@link #wallNanos()} in milliseconds.
     *
     * @return milliseconds
     */
    default double wallMillis() {
        return wallNanos() / 1e6;
    }

    /**
     * The per-event trace.
     *
     * @return the trace, or null if {@link RunOptions#trace()} was off
     */
    Trace trace();
}
