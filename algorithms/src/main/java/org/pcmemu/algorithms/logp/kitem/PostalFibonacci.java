package org.pcmemu.algorithms.logp.kitem;

import java.util.Arrays;

/**
 * The postal Fibonacci numbers (SPAA Definition 2.5) for latency L up to the first that reaches
 * a target, in space that grows with the target, not with L:
 *
 * <pre>
 *   f_i = 1                  i &lt; L         (L terms, not stored)
 *   f_i = f_{i-1} + f_{i-L}  i &gt;= L        (stored from f_L on: each adds f_{i-L} &gt;= 1, so at
 *                                           most target - 1 of them stay below the target)
 * </pre>
 *
 * Every index, sum and search costs O(1) on the leading ones and O(target) on the rest, so a
 * latency of 10^8 or 2^40 costs what 6 does. Terms saturate at Long.MAX_VALUE.
 *
 * <p>Immutable; safe to share.
 */
final class PostalFibonacci {
    private final long L;
    private final long last;
    private final long[] tail; // f_L, f_{L+1}, ..., f_last (empty when last < L)
    private final long[] tailSums; // tailSums[j] = f_L + ... + f_{L+j-1}

    private PostalFibonacci(long L, long last, long[] tail) {
        this.L = L;
        this.last = last;
        this.tail = tail;
        this.tailSums = new long[tail.length + 1];
        for (int j = 0; j < tail.length; j++) {
            tailSums[j + 1] = saturated(tailSums[j], tail[j]);
        }
    }

    /** f_0 .. f_B for the least B with f_B &gt;= {@code target} (B = 0 for a target of 1 or less). */
    static PostalFibonacci upTo(long target, long L) {
        if (L < 1) {
            throw new IllegalArgumentException("lambda must be at least 1, got " + L);
        }
        if (target <= 1) {
            return new PostalFibonacci(L, 0, new long[0]);
        }
        long[] tail = new long[16];
        int n = 0;
        long previous = 1; // f_{L-1}
        while (true) {
            if (n == tail.length) {
                tail = Arrays.copyOf(tail, 2 * n);
            }
            long back = n < L ? 1 : tail[(int) (n - L)]; // f_{L+n-L} = f_n
            previous = saturated(previous, back);
            tail[n++] = previous;
            if (previous >= target) {
                return new PostalFibonacci(L, L + n - 1, Arrays.copyOf(tail, n));
            }
        }
    }

    /** B: the index of the last term, the first that reaches the target. */
    long last() {
        return last;
    }

    /** f_i for 0 &lt;= i &lt;= B; beyond B, Long.MAX_VALUE (more than the target, as the sequence grows). */
    long at(long i) {
        if (i < 0) {
            throw new IndexOutOfBoundsException("f_" + i);
        }
        return i < L ? 1 : i <= last ? tail[(int) (i - L)] : Long.MAX_VALUE;
    }

    /** f_0 + ... + f_{n-1}, for 0 &lt;= n &lt;= B + 1. */
    long sumBelow(long n) {
        if (n < 0 || n > last + 1) {
            throw new IndexOutOfBoundsException("sum below " + n + " of f_0 .. f_" + last);
        }
        return n <= L ? n : saturated(L, tailSums[(int) (n - L)]);
    }

    /** min(f_0, cap) + ... + min(f_n, cap), for n &gt;= 0 and 1 &lt;= cap, with f_B &gt;= cap: every term past B counts cap. */
    long cappedSum(long n, long cap) {
        long through = Math.min(n, last);
        long sum = through < L ? through + 1 : saturated(L, tailSums[(int) (through - L + 1)]);
        if (through >= L && tail[(int) (through - L)] > cap) { // only f_B can pass the cap: f_{B-1} < target <= cap
            sum = sum - tail[(int) (through - L)] + cap;
        }
        return saturated(sum, Math.multiplyHigh(n - through, cap) != 0 ? Long.MAX_VALUE : (n - through) * cap);
    }

    private static long saturated(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }
}
