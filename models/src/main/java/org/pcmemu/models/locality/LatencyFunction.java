package org.pcmemu.models.locality;

import java.util.Objects;
import java.util.function.DoubleUnaryOperator;
import java.util.function.LongUnaryOperator;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.Limits;

/**
 * A latency function l(k) of the locality models (Juurlink, Kolman, Meyer auf der Heide, Rieping
 * 2003, §1 and §2): what one communication costs inside a sub-machine of k processors, in whole
 * model cycles. The same type serves as the bandwidth inefficiency g(k) of D-BSP.
 *
 * <p>The papers assume l non-decreasing with l(1) &gt;= 1. A real-valued l is rounded up to whole
 * cycles here, once ({@link #at}), and the emulated cost and every bound use these rounded values.
 * The built-ins meet the assumption by construction, as their definitions say:
 *
 * <pre>
 *   constant(c)      c                                         c >= 1
 *   log              max(1, ceil(log2 k))                      log2 1 = 0 is lifted to 1
 *   log/loglog       max(1, ceil(log2 k / max(2, log2 log2 k)))
 *                    the inner log log k is at least 2 (its value at k = 16): x / log2 x falls
 *                    for x &lt; e, so without the floor l would decrease between k = 4 and 7;
 *                    log2 1 = 0 is lifted to 1
 *   log^2            max(1, ceil((log2 k)^2))                  log2 1 = 0 is lifted to 1
 *   k^e              ceil(k^e), e > 0                          1^e = 1
 *   sqrt             ceil(sqrt k)                              sqrt 1 = 1
 * </pre>
 *
 * A user expression ({@link #expression}) is taken as written; {@link #table} refuses it on
 * 1..p if it is not finite, decreases, or has l(1) &lt; 1. Immutable and threadsafe.
 */
public final class LatencyFunction {
    private final String name;
    private final String definition;
    private final LongUnaryOperator cycles;

    private LatencyFunction(String name, String definition, LongUnaryOperator cycles) {
        this.name = name;
        this.definition = definition;
        this.cycles = cycles;
    }

    /**
     * A constant latency.
     *
     * @param c  cycles, 1 to 2^62
     * @return l(k) = c
     * @throws InvalidParameterException if c is out of range
     */
    public static LatencyFunction constant(long c) {
        if (c < 1 || c > RealMath.MAX_CYCLES) {
            throw new InvalidParameterException("a constant latency must be between 1 and 2^62 cycles, got " + c);
        }
        return new LatencyFunction(Long.toString(c), "l(k) = " + c, k -> c);
    }

    /**
     * log k, the hypercube's latency (Gray-code numbering).
     *
     * @return l(k) = max(1, ceil(log2 k))
     */
    public static LatencyFunction log() {
        return new LatencyFunction("log k", "max(1, ceil(log2 k))", k -> Math.max(1, RealMath.ceilLog2(k)));
    }

    /**
     * log k / log log k.
     *
     * @return l(k) = max(1, ceil(log2 k / max(2, log2 log2 k)))
     */
    public static LatencyFunction logOverLogLog() {
        String name = "log k / log log k";
        return new LatencyFunction(name, "max(1, ceil(log2 k / max(2, log2 log2 k)))", k -> {
            double x = RealMath.log2(k);
            return Math.max(1, RealMath.cycles(x / Math.max(2, RealMath.log2(x)), name, k));
        });
    }

    /**
     * log^2 k.
     *
     * @return l(k) = max(1, ceil((log2 k)^2))
     */
    public static LatencyFunction logSquared() {
        String name = "log^2 k";
        return new LatencyFunction(name, "max(1, ceil((log2 k)^2))", k -> {
            double x = RealMath.log2(k);
            return Math.max(1, RealMath.cycles(x * x, name, k));
        });
    }

    /**
     * k^e, the d-dimensional mesh's latency for e = 1/d.
     *
     * @param e  the exponent, positive and finite
     * @return l(k) = ceil(k^e)
     * @throws InvalidParameterException if e is not positive and finite
     */
    public static LatencyFunction power(double e) {
        if (!(e > 0) || Double.isInfinite(e)) {
            throw new InvalidParameterException("the exponent e of k^e must be a positive number, got " + e);
        }
        String name = "k^" + trim(e);
        return new LatencyFunction(name, "ceil(k^" + trim(e) + ")", k -> RealMath.cycles(Math.pow(k, e), name, k));
    }

    /**
     * sqrt k, the two-dimensional mesh's latency (Peano indexing).
     *
     * @return l(k) = ceil(sqrt k), exactly
     */
    public static LatencyFunction sqrt() {
        return new LatencyFunction("sqrt k", "ceil(sqrt k)", RealMath::ceilSqrt);
    }

    /**
     * A user expression in k, e.g. {@code sqrt(k)} or {@code 1+log2(k)} (grammar:
     * {@link Formula}), rounded up to whole cycles. Syntax errors are refused here,
     * values that break the papers' assumption by {@link #table}.
     *
     * @param text  the expression
     * @return l(k) = ceil(the expression)
     * @throws InvalidParameterException if the expression does not parse
     */
    public static LatencyFunction expression(String text) {
        DoubleUnaryOperator f = Formula.parse(text, "latency expression", java.util.List.of("k")).asFunction();
        String name = text.strip();
        return new LatencyFunction(name, "ceil(" + name + ")", k -> RealMath.cycles(f.applyAsDouble(k), name, k));
    }

    /**
     * For the command line: {@code log}, {@code log/loglog}, {@code log^2}, {@code sqrt}, a whole
     * number c (constant), {@code k^E} with a number E (power), or else an {@link #expression}.
     *
     * @param spec  the function as the command line writes it
     * @return the function
     * @throws InvalidParameterException if it is none of these
     */
    public static LatencyFunction parse(String spec) {
        Objects.requireNonNull(spec, "spec");
        String s = spec.strip();
        switch (s.replaceAll("\\s+", "")) { // the built-ins by name, with or without their "k"
            case "log", "logk" -> {
                return log();
            }
            case "log/loglog", "logk/loglogk" -> {
                return logOverLogLog();
            }
            case "log^2", "log^2k" -> {
                return logSquared();
            }
            case "sqrt", "sqrtk" -> {
                return sqrt();
            }
            default -> {
                if (s.matches("[0-9]{1,18}")) {
                    return constant(Long.parseLong(s));
                }
                if (s.matches("k\\^[0-9]*\\.?[0-9]+")) {
                    return power(Double.parseDouble(s.substring(2)));
                }
                return expression(s);
            }
        }
    }

    /**
     * Short name for tables and output.
     *
     * @return e.g. "log k", "sqrt k", "1+log2(k)"
     */
    public String name() {
        return name;
    }

    /**
     * How the value in whole cycles is computed.
     *
     * @return e.g. "max(1, ceil(log2 k))"
     */
    public String definition() {
        return definition;
    }

    /**
     * The function's value; not checked against the papers' assumption (see {@link #table}).
     *
     * @param k  a sub-machine's size, at least 1
     * @return l(k) in whole model cycles
     * @throws IllegalArgumentException if k is below 1
     * @throws InvalidParameterException if the value is not finite or above 2^62
     */
    public long at(long k) {
        if (k < 1) {
            throw new IllegalArgumentException("a sub-machine has at least 1 processor, got k = " + k);
        }
        return cycles.applyAsLong(k);
    }

    /**
     * l(1), ..., l(p) (index 0 unused), after checking the papers' assumption on 1..p: every value
     * finite and at most 2^62, l(1) >= 1 and l(k) >= l(k-1). {@code symbol} names the function in
     * the messages ("l" or "g").
     *
     * @param p       the largest k, 1 to 2^28
     * @param symbol  the function's name in messages
     * @return the values, at index k for k in 1..p
     * @throws InvalidParameterException naming the first k that breaks it
     */
    public long[] table(int p, String symbol) {
        Limits.processors("p", p);
        long[] values = new long[p + 1];
        for (int k = 1; k <= p; k++) {
            try {
                values[k] = at(k);
            } catch (InvalidParameterException e) { // not finite, or too large: say which function it is
                throw new InvalidParameterException(symbol + "(k) = " + e.getMessage());
            }
            if (k == 1 && values[1] < 1) {
                throw new InvalidParameterException(symbol + "(k) = " + name + " gives " + symbol + "(1) = " + values[1]
                        + " cycles; the locality models need " + symbol + "(1) >= 1 (Juurlink et al. 2003, §1)"
                        + (definition.startsWith("ceil(") ? ", e.g. max(1, " + name + ") or 1+" + name : ""));
            }
            if (k > 1 && values[k] < values[k - 1]) {
                throw new InvalidParameterException(symbol + "(k) = " + name + " decreases: " + symbol + "(" + (k - 1)
                        + ") = " + values[k - 1] + " > " + symbol + "(" + k + ") = " + values[k]
                        + " cycles; the locality models need a non-decreasing " + symbol
                        + " (Juurlink et al. 2003, §1)");
            }
        }
        return values;
    }

    @Override
    public String toString() {
        return name;
    }

    private static String trim(double e) {
        return e == Math.rint(e) && Math.abs(e) < 1e15 ? Long.toString((long) e) : Double.toString(e);
    }
}
