package org.pcmemu.emulator;

/**
 * Upper limits on model parameters and on the work of a run, checked before any thread starts so
 * that bad input gets a clear message instead of an overflow, an out-of-memory or hours of work
 * deep inside a run. A virtual processor takes about 2 KB of heap, so 2^28 of them is already
 * beyond any workstation; 2^40 cycles per parameter leaves room for the clocks of any run that
 * fits in memory.
 *
 * <p><b>How a command declares its limits.</b> Besides the model's own checks (processors and
 * time parameters, here), an algorithm computes from all its parameters together, before it runs:
 * the events the run will emulate one by one (messages, operations) with {@link #events}, the
 * heap it will hold at its peak with {@link #heap}, and its model-time bound with
 * {@link #modelTime} (an {@link ArithmeticException} while computing a bound is the same refusal:
 * {@link #fitting}). Each throws an {@link InvalidParameterException} naming the parameters and
 * the limit, which the command line prints as one line with exit code 2.
 */
public final class Limits {
    /** The most processors a model accepts: 2^28. */
    public static final int MAX_PROCESSORS = 1 << 28;
    /** The largest value of one time parameter (L, o, g, ...): 2^40 cycles. */
    public static final long MAX_CYCLES = 1L << 40;

    /**
     * The most events (messages, or operations such as additions) one run may emulate one by one:
     * 2^31, beyond the emulator's per-processor counters and about an hour of wall time.
     */
    public static final long MAX_EVENTS = 1L << 31;
    /** The largest model time a run may reach: 2^62 cycles, so that no clock or sum of two overflows. */
    public static final long MAX_MODEL_TIME = 1L << 62;

    private Limits() {
    }

    /**
     * Checks that a run emulates at most {@link #MAX_EVENTS} events; {@code what} says what they
     * are and from which parameters, e.g. "k(P-1) messages per processor times P".
     *
     * @param what   what the events are, for the message
     * @param count  the events' count (negative: it overflowed)
     * @return {@code count}
     * @throws InvalidParameterException if the count is negative or above the limit
     */
    public static long events(String what, long count) {
        if (count < 0 || count > MAX_EVENTS) {
            throw new InvalidParameterException(what + ": " + (count < 0 ? "more than 2^63" : count)
                    + " events, more than the 2^31 = " + MAX_EVENTS + " one run can emulate; choose smaller parameters");
        }
        return count;
    }

    /**
     * Checks that a run's peak heap, {@code bytes} as estimated from its parameters, fits in this
     * JVM's maximum heap: if not, the refusal names the estimate, the heap, and how to get more
     * (or that it is more than this machine has).
     *
     * @param what   what is estimated, for the message
     * @param bytes  the estimate (negative: it overflowed)
     * @return {@code bytes}
     * @throws InvalidParameterException if the estimate does not fit
     */
    public static long heap(String what, long bytes) {
        return heap(what, bytes, Runtime.getRuntime().maxMemory());
    }

    /**
     * {@link #heap(String, long)} against a heap of {@code max} bytes.
     *
     * @param what   what is estimated, for the message
     * @param bytes  the estimate (negative: it overflowed)
     * @param max    the heap to fit in, in bytes
     * @return {@code bytes}
     * @throws InvalidParameterException if the estimate does not fit
     */
    public static long heap(String what, long bytes, long max) {
        if (bytes < 0 || bytes > max) {
            throw new InvalidParameterException(HeapText.refusal(what, bytes < 0 ? Long.MAX_VALUE : bytes, max));
        }
        return bytes;
    }

    /**
     * Checks that a model time (a bound or a deadline) is at most {@link #MAX_MODEL_TIME}.
     *
     * @param what    what the time is, for the message
     * @param cycles  the time (negative: it overflowed)
     * @return {@code cycles}
     * @throws InvalidParameterException if it is negative or above the limit
     */
    public static long modelTime(String what, long cycles) {
        if (cycles < 0 || cycles > MAX_MODEL_TIME) {
            throw new InvalidParameterException(what + " is beyond " + MAX_MODEL_TIME
                    + " (2^62) cycles, more model time than a run can count; choose smaller parameters");
        }
        return cycles;
    }

    /**
     * A product for estimates.
     *
     * @param a  a non-negative factor
     * @param b  a non-negative factor
     * @return {@code a * b}, saturated at Long.MAX_VALUE
     */
    public static long times(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        return hi != 0 || lo < 0 ? Long.MAX_VALUE : lo;
    }

    /**
     * A sum for estimates.
     *
     * @param a  a non-negative term
     * @param b  a non-negative term
     * @return {@code a + b}, saturated at Long.MAX_VALUE
     */
    public static long plus(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    /**
     * Computes a bound or a plan from the parameters; an {@link ArithmeticException} (a model time
     * beyond 64 bits) becomes the refusal of {@link #modelTime}.
     *
     * @param <T>          the result's type
     * @param what         what is computed, for the message
     * @param computation  the computation
     * @return its result
     * @throws InvalidParameterException if it overflowed
     */
    public static <T> T fitting(String what, java.util.function.Supplier<T> computation) {
        try {
            return computation.get();
        } catch (ArithmeticException e) {
            throw new InvalidParameterException(what + " is beyond 64-bit model time, more than a run can count;"
                    + " choose smaller parameters");
        }
    }

    /**
     * Checks a processor count against 1..{@link #MAX_PROCESSORS}.
     *
     * @param name   how the model writes it (P or p)
     * @param value  the count
     * @return {@code value}
     * @throws InvalidParameterException if it is out of range
     */
    public static int processors(String name, int value) {
        if (value < 1) {
            throw new InvalidParameterException(name + " must be at least 1, got " + value);
        }
        if (value > MAX_PROCESSORS) {
            throw new InvalidParameterException(name + " must be at most " + MAX_PROCESSORS + " (2^28), got " + value);
        }
        return value;
    }

    /**
     * Checks a time parameter against 0..{@link #MAX_CYCLES}.
     *
     * @param name   the parameter's name
     * @param value  its value, in cycles
     * @return {@code value}
     * @throws InvalidParameterException if it is out of range
     */
    public static long cycles(String name, long value) {
        if (value < 0) {
            throw new InvalidParameterException(name + " must not be negative, got " + value);
        }
        if (value > MAX_CYCLES) {
            throw new InvalidParameterException(name + " must be at most " + MAX_CYCLES + " (2^40) cycles, got " + value);
        }
        return value;
    }
}
