package org.pcmemu.emulator;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Objects;

/**
 * How to run an emulation; none of these settings changes a model-time result, except the
 * latency spread's {@code latencySeed}, which makes another machine.
 *
 * @param threadMode  virtual or platform threads
 * @param timeout     wall-clock limit for the whole run
 * @param trace       record a per-processor trace of events
 * @param jitterSeed  if non-zero, inject random real-time delays (yields and short parks) at
 *                    every emulator call, seeded per processor ({@code --jitter SEED}): scheduling
 *                    noise only, so model time, traces and output stay those of the run without it
 * @param latencySeed if non-zero, the latency spread of models whose latency is an upper bound
 *                    ({@code --latency-spread SEED}; LogP, postal, LogGP: each message takes a
 *                    latency in [1, L] fixed by this seed, its sender and the sender's send count);
 *                    the same seed gives the same model-time result
 */
public record RunOptions(ThreadMode threadMode, Duration timeout, boolean trace, long jitterSeed, long latencySeed) {

    /** The timeout of {@link #defaults()}: 10 minutes. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(10);

    /**
     * Checks the options.
     *
     * @throws NullPointerException if threadMode or timeout is null
     * @throws InvalidParameterException if the timeout is not positive
     */
    public RunOptions {
        Objects.requireNonNull(threadMode, "threadMode");
        Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new InvalidParameterException("timeout must be positive, got " + durationText(timeout));
        }
    }

    /**
     * The timeout in nanoseconds.
     *
     * @return the timeout, saturated at Long.MAX_VALUE (about 292 years)
     */
    public long timeoutNanos() {
        try {
            return timeout.toNanos();
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }

    /**
     * The timeout as people read it, in seconds ({@link #durationText}).
     *
     * @return e.g. "2 s", "0.5 s"
     */
    public String timeoutText() {
        return durationText(timeout);
    }

    /**
     * A duration in seconds, the one format of every message.
     *
     * @param d  the duration
     * @return e.g. "2 s", "1.5 s", "0.000001 s"
     */
    public static String durationText(Duration d) {
        BigDecimal seconds = BigDecimal.valueOf(d.getSeconds()).add(BigDecimal.valueOf(d.getNano(), 9));
        return seconds.stripTrailingZeros().toPlainString() + " s";
    }

    /**
     * The default options: virtual threads, a 10-minute timeout, no trace, no jitter, no latency
     * spread.
     *
     * @return the options
     */
    public static RunOptions defaults() {
        return new RunOptions(ThreadMode.VIRTUAL, DEFAULT_TIMEOUT, false, 0L, 0L);
    }

    /**
     * These options with another thread mode.
     *
     * @param mode  virtual or platform threads
     * @return the new options
     */
    public RunOptions withThreadMode(ThreadMode mode) {
        return new RunOptions(mode, timeout, trace, jitterSeed, latencySeed);
    }

    /**
     * These options with another wall-clock limit.
     *
     * @param limit  the timeout, positive
     * @return the new options
     */
    public RunOptions withTimeout(Duration limit) {
        return new RunOptions(threadMode, limit, trace, jitterSeed, latencySeed);
    }

    /**
     * These options with the trace on or off.
     *
     * @param on  whether to record a per-processor trace
     * @return the new options
     */
    public RunOptions withTrace(boolean on) {
        return new RunOptions(threadMode, timeout, on, jitterSeed, latencySeed);
    }

    /**
     * These options with scheduling noise ({@code --jitter SEED}): model time, traces and output
     * stay those of the run without it.
     *
     * @param seed  the noise's seed, 0 for none
     * @return the new options
     */
    public RunOptions withJitter(long seed) {
        return new RunOptions(threadMode, timeout, trace, seed, latencySeed);
    }

    /**
     * These options with the latency spread ({@code --latency-spread SEED}): on a model whose
     * latency is an upper bound every message takes a seeded latency in [1, L] (the LogP paper,
     * section 3: L is an upper bound), which changes model-time results; the thread scheduling is
     * left as it is.
     *
     * @param seed  the latencies' seed, 0 for every latency L
     * @return the new options
     */
    public RunOptions withLatencySpread(long seed) {
        return new RunOptions(threadMode, timeout, trace, jitterSeed, seed);
    }
}
