package org.pcmemu.models.locality;

import org.pcmemu.emulator.InvalidParameterException;

/**
 * The real arithmetic behind latency functions, and the one place where a real value becomes
 * whole model cycles. Exact where it can be: log2 of a power of two is its exponent (so
 * log2(65536) is 16, not 15.999...), sqrt of a perfect square is its root (Math.sqrt is correctly
 * rounded).
 */
final class RealMath {
    /** Values further above 2^62 cycles are refused: sums of them must not overflow a long. */
    static final long MAX_CYCLES = 1L << 62;

    /** Relative distance to a whole number under which a value counts as that number. */
    private static final double SNAP = 1e-12;
    private static final long MANTISSA = 0x000F_FFFF_FFFF_FFFFL;

    private RealMath() {
    }

    /** log2 x, exact when x is a power of two (including 2^-n); NaN for x < 0, -Infinity for 0. */
    static double log2(double x) {
        if (x >= Double.MIN_NORMAL && x < Double.POSITIVE_INFINITY
                && (Double.doubleToRawLongBits(x) & MANTISSA) == 0) {
            return Math.getExponent(x);
        }
        return Math.log(x) / Math.log(2);
    }

    /** ceil(log2 k) for k >= 1, exactly: 0 for k = 1. */
    static long ceilLog2(long k) {
        return 64 - Long.numberOfLeadingZeros(k - 1);
    }

    /** ceil(sqrt k) for k >= 0, exactly. */
    static long ceilSqrt(long k) {
        long r = (long) Math.sqrt((double) k);
        while (r * r > k) {
            r--;
        }
        while (r * r < k) {
            r++;
        }
        return r;
    }

    /**
     * Rounds a real latency up to whole cycles, the only rounding of a latency function
     * (docs/architecture.md: latency functions are rounded up to whole cycles once, at the function). A value within a relative
     * 10^-12 of a whole number is that number first, so that floating-point noise such as
     * 125^(1/3) = 5.000000000000001 does not cost a cycle more. Not finite, or above 2^62: an
     * {@link InvalidParameterException} naming the function and k ({@link LatencyFunction#table} adds
     * which function of the model it is).
     */
    static long cycles(double value, String function, long k) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new InvalidParameterException(function + " is not a finite number at k = "
                    + k + " (it is " + value + ")");
        }
        double whole = Math.rint(value);
        double v = Math.abs(value - whole) <= SNAP * Math.max(1.0, Math.abs(value)) ? whole : value;
        if (v > MAX_CYCLES) {
            throw new InvalidParameterException(function + " is too large at k = " + k
                    + " (" + value + " > 2^62 cycles)");
        }
        return (long) Math.ceil(v);
    }
}
