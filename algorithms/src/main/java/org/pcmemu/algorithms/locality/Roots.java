package org.pcmemu.algorithms.locality;

/**
 * Exact integer roots p^(1/2^i) and log log p, as the bounds of Juurlink et al. (2003) use them.
 * All logarithms are base 2.
 */
public final class Roots {
    private Roots() {
    }

    /** ceil(sqrt n), n >= 0, exactly. */
    public static long ceilSqrt(long n) {
        long r = floorSqrt(n);
        return r * r == n ? r : r + 1;
    }

    /** floor(sqrt n), n >= 0, exactly. */
    public static long floorSqrt(long n) {
        long r = (long) Math.sqrt((double) n);
        while (r * r > n) {
            r--;
        }
        while ((r + 1) * (r + 1) <= n) {
            r++;
        }
        return r;
    }

    /** ceil(p^(1/2^i)): ceil(sqrt(ceil(x))) = ceil(sqrt(x)), so i nested ceiling square roots. */
    public static long ceilRoot(long p, int i) {
        long x = p;
        for (int j = 0; j < i; j++) {
            x = ceilSqrt(x);
        }
        return x;
    }

    /** floor(p^(1/2^i)): i nested floor square roots, for the same reason. */
    public static long floorRoot(long p, int i) {
        long x = p;
        for (int j = 0; j < i; j++) {
            x = floorSqrt(x);
        }
        return x;
    }

    /** ceil(log log p) for p >= 2: the least j with 2^(2^j) >= p. */
    public static int ceilLogLog(long p) {
        requireAtLeastTwo(p);
        int j = 0;
        while (j < 6 && (1L << (1 << j)) < p) { // 2^(2^6) exceeds any long
            j++;
        }
        return j;
    }

    /** floor(log log p) for p >= 2: the largest j with 2^(2^j) <= p. */
    public static int floorLogLog(long p) {
        requireAtLeastTwo(p);
        int j = 0;
        while (j < 5 && (1L << (1 << (j + 1))) <= p) { // 2^(2^6) exceeds any long
            j++;
        }
        return j;
    }

    /** Whether p = 2^(2^k) for an integer k >= 0: 2, 4, 16, 256, 65536, 2^32. */
    public static boolean isDoublyExponential(long p) {
        return p >= 2 && (1L << (1 << floorLogLog(p))) == p;
    }

    private static void requireAtLeastTwo(long p) {
        if (p < 2) {
            throw new IllegalArgumentException("log log p needs p >= 2, got " + p);
        }
    }
}
