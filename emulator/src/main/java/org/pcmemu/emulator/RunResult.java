package org.pcmemu.emulator;

/**
 * What an emulated run measured. All times are model cycles except {@link #wallNanos()}.
 *
 * @param finishTimes  each processor's clock when its program returned
 * @param makespan     the largest finish time
 * @param messages     messages sent
 * @param undelivered  messages sent but never received
 * @param windows      synchronization steps the run took
 * @param trace        the event trace, or null if not requested
 */
public record RunResult(ThreadMode threadMode, long[] finishTimes, long makespan, long messages,
                        long undelivered, long windows, long wallNanos, Trace trace) {

    public int processors() {
        return finishTimes.length;
    }

    public double wallMillis() {
        return wallNanos / 1e6;
    }
}
