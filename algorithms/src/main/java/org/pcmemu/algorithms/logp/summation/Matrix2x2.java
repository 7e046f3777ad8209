package org.pcmemu.algorithms.logp.summation;

/**
 * A 2x2 matrix over the integers modulo the prime 2^31 - 1. Its product is associative but not
 * commutative, which makes it a good operand for checking that a summation combines partial
 * sums in the right order. Immutable.
 */
public record Matrix2x2(long a, long b, long c, long d) {
    public static final long MODULUS = (1L << 31) - 1;

    public Matrix2x2 {
        a = Math.floorMod(a, MODULUS);
        b = Math.floorMod(b, MODULUS);
        c = Math.floorMod(c, MODULUS);
        d = Math.floorMod(d, MODULUS);
    }

    /** this * other (mod 2^31 - 1); products of residues fit in a long. */
    public Matrix2x2 times(Matrix2x2 o) {
        return new Matrix2x2((a * o.a + b * o.c) % MODULUS, (a * o.b + b * o.d) % MODULUS,
                (c * o.a + d * o.c) % MODULUS, (c * o.b + d * o.d) % MODULUS);
    }

    /** A deterministic, pairwise non-commuting family: [[1, i+1], [i+2, 1]] style entries. */
    public static Matrix2x2 sample(long i) {
        return new Matrix2x2(1 + (i % 7), i + 1, 2 * i + 3, 1 + (i % 5));
    }
}
