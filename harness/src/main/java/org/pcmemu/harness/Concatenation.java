package org.pcmemu.harness;

/**
 * A string built by concatenation, kept whole while it has at most {@link #WHOLE} characters and
 * otherwise as its length, a polynomial hash and its first and last {@link #EDGE} characters.
 * Concatenating two of these gives exactly what concatenating the strings would give (every
 * component is a function of the whole string), so the operation is associative and not
 * commutative, like string concatenation, but costs O(1) space and O(WHOLE) time however long
 * the string grows: a plain String would make summing n operands cost O(n^2).
 *
 * <pre>
 *   hash(s) = s[0] B^(n-1) + s[1] B^(n-2) + ... + s[n-1]  mod M,  B = 131, M = 2^31 - 1
 *   hash(s ++ t) = hash(s) B^|t| + hash(t)                          (power = B^|s| mod M)
 * </pre>
 * In Python: {@code h = 0; for c in s: h = (h * 131 + ord(c)) % (2**31 - 1)}. Immutable.
 *
 * @param whole  the string itself if it has at most WHOLE characters, else null
 * @param length number of characters (UTF-16 chars; labels here are ASCII)
 * @param hash   hash(s), see above
 * @param power  B^length mod M
 * @param head   the first min(length, EDGE) characters
 * @param tail   the last min(length, EDGE) characters
 */
record Concatenation(String whole, long length, long hash, long power, String head, String tail) {
    static final int WHOLE = 120;
    static final int EDGE = 24;
    static final long BASE = 131;
    static final long MODULUS = (1L << 31) - 1;

    static Concatenation of(String s) {
        long hash = 0;
        long power = 1;
        for (int i = 0; i < s.length(); i++) {
            hash = (hash * BASE + s.charAt(i)) % MODULUS;
            power = power * BASE % MODULUS;
        }
        return new Concatenation(s.length() <= WHOLE ? s : null, s.length(), hash, power,
                s.substring(0, Math.min(s.length(), EDGE)), s.substring(Math.max(0, s.length() - EDGE)));
    }

    /** this ++ other. */
    Concatenation then(Concatenation other) {
        long n = length + other.length;
        // a part shorter than EDGE (or than WHOLE) is whole, so the edges and the short result are exact
        String h = length >= EDGE ? head : whole + other.head;
        String t = other.length >= EDGE ? other.tail : tail + other.whole;
        return new Concatenation(n <= WHOLE ? whole + other.whole : null, n,
                (hash * other.power + other.hash) % MODULUS, power * other.power % MODULUS,
                h.substring(0, Math.min(h.length(), EDGE)), t.substring(Math.max(0, t.length() - EDGE)));
    }

    boolean isWhole() {
        return whole != null;
    }

    /** The whole string, or "head...tail". */
    String preview() {
        return isWhole() ? whole : head + "..." + tail;
    }
}
