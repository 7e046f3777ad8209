package org.pcmemu.emulator;

import org.pcmemu.emulator.RunResult;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.trace.Trace;

/**
 * What a window-engine run measured. Every message counts as one word (LogGP's sizes are bytes
 * its model charges, not words), so {@link #words()} equals {@link #messages()};
 * {@link #steps()} counts the synchronizer's windows.
 */
public final class WindowRunResult implements RunResult {
    private final ThreadMode threadMode;
    private final long jitterSeed;
    private final long[] finishTimes;
    private final long[] busyTimes;
    private final long makespan;
    private final long messages;
    private final long undelivered;
    private final long windows;
    private final long wallNanos;
    private final Trace trace;

    /**
     * The window engine's measurements; made by the engine at the end of a run. The arrays are
     * kept, not copied.
     *
     * @param threadMode   the threads the run used
     * @param jitterSeed   the seed of its scheduling noise, 0 if none
     * @param finishTimes  each processor's clock when its program returned
     * @param busyTimes    each processor's busy time
     * @param makespan     the largest finish time
     * @param messages     messages sent
     * @param undelivered  messages never received
     * @param windows      synchronization windows
     * @param wallNanos    real time of the run
     * @param trace        the trace, or null
     */
    public WindowRunResult(ThreadMode threadMode, long jitterSeed, long[] finishTimes, long[] busyTimes, long makespan, long messages,
                    long undelivered, long windows, long wallNanos, Trace trace) {
        this.threadMode = threadMode;
        this.jitterSeed = jitterSeed;
        this.finishTimes = finishTimes;
        this.busyTimes = busyTimes;
        this.makespan = makespan;
        this.messages = messages;
        this.undelivered = undelivered;
        this.windows = windows;
        this.wallNanos = wallNanos;
        this.trace = trace;
    }

    /**
     * The same result with more wall time (a run that had to start again: both attempts).
     *
     * @param nanos  the nanoseconds to add
     * @return the new result
     */
    public WindowRunResult withMoreWall(long nanos) {
        return new WindowRunResult(threadMode, jitterSeed, finishTimes, busyTimes, makespan, messages, undelivered,
                windows, wallNanos + nanos, trace);
    }

    /**
     * The same result with another count of messages never received: a model layer that takes
     * messages off the network before its program receives them (LogP's receive rule at-arrival)
     * counts those it took and never received.
     *
     * @param count  the messages never received
     * @return the new result
     */
    public WindowRunResult withUndelivered(long count) {
        return new WindowRunResult(threadMode, jitterSeed, finishTimes, busyTimes, makespan, messages, count, windows,
                wallNanos, trace);
    }

    @Override
    public ThreadMode threadMode() {
        return threadMode;
    }

    @Override
    public long jitterSeed() {
        return jitterSeed;
    }

    @Override
    public int processors() {
        return finishTimes.length;
    }

    /**
     * A processor's clock when its program returned, without copying {@link #finishTimes()}.
     *
     * @param id  the processor
     * @return its finish time in cycles
     */
    public long finishTime(int id) {
        return finishTimes[id];
    }

    @Override
    public long[] finishTimes() {
        return finishTimes.clone();
    }

    @Override
    public long[] busyTimes() {
        return busyTimes.clone();
    }

    @Override
    public long makespan() {
        return makespan;
    }

    @Override
    public long messages() {
        return messages;
    }

    @Override
    public long words() {
        return messages;
    }

    @Override
    public long steps() {
        return windows;
    }

    /**
     * Synchronization windows the run took (the same as {@link #steps()}).
     *
     * @return their count
     */
    public long windows() {
        return windows;
    }

    @Override
    public long undelivered() {
        return undelivered;
    }

    @Override
    public long wallNanos() {
        return wallNanos;
    }

    @Override
    public Trace trace() {
        return trace;
    }
}
