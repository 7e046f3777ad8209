package org.pcmemu.harness;

import java.util.Arrays;
import java.util.List;
import org.pcmemu.algorithms.logp.summation.Matrix2x2;
import org.pcmemu.algorithms.logp.summation.SummationReport;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/**
 * The associative operators of {@code run summation --operator} (a choice parameter of the
 * registry, whose value is the index in {@link #values()}), each with its operands
 * x_0 .. x_{n-1} and the JSON form of its result. The algorithms check every result against the
 * left-to-right fold x_0 op x_1 op ... op x_{n-1}, so the two non-commutative operators also
 * check that partial sums are combined in operand order.
 */
enum SummationOperator {
    /** Long addition, x_i = i + 1: the sum is n(n+1)/2. Overflow fails the run. */
    SUM("sum", "long addition, operand i = i+1") {
        @Override
        SummationReport run(SummationProblem problem, LogP model, RunOptions options) {
            return problem.solve(model, i -> i + 1, Math::addExact, options);
        }

        @Override
        RunDetails.Field value(SummationReport r) {
            long v = (Long) r.result();
            return new RunDetails.Field.Computed("value", "value", Long.toString(v),
                    "n(n+1)/2 = " + Runs.triangular(r.operands()), json -> json.writeNumber(v));
        }
    },
    /** String concatenation of the labels "<0>", "<1>", ...: associative, not commutative. */
    CONCAT("concat", "concatenation of the labels <0><1>...<n-1>, not commutative") {
        @Override
        SummationReport run(SummationProblem problem, LogP model, RunOptions options) {
            return problem.solve(model, i -> Concatenation.of("<" + i + ">"), Concatenation::then, options);
        }

        @Override
        RunDetails.Field value(SummationReport r) {
            Concatenation c = (Concatenation) r.result();
            if (c.isWhole()) {
                return new RunDetails.Field.Computed("value", "value", c.whole(), c.length() + " characters",
                        json -> json.writeString(c.whole()));
            }
            return new RunDetails.Field.Computed("value", "value", c.preview(),
                    c.length() + " characters, hash " + c.hash() + " (base 131 mod 2^31-1)", json -> {
                        json.writeStartObject();
                        json.writeNumberField("length", c.length());
                        json.writeNumberField("hash", c.hash());
                        json.writeStringField("head", c.head());
                        json.writeStringField("tail", c.tail());
                        json.writeEndObject();
                    });
        }
    },
    /** Products of the 2x2 matrices Matrix2x2.sample(i) mod 2^31 - 1: associative, not commutative. */
    MATRIX("matrix", "2x2 matrix product mod 2^31-1 of Matrix2x2.sample(i), not commutative") {
        @Override
        SummationReport run(SummationProblem problem, LogP model, RunOptions options) {
            return problem.solve(model, Matrix2x2::sample, Matrix2x2::times, options);
        }

        @Override
        RunDetails.Field value(SummationReport r) {
            Matrix2x2 m = (Matrix2x2) r.result();
            return new RunDetails.Field.Computed("value", "value",
                    "[[" + m.a() + ", " + m.b() + "], [" + m.c() + ", " + m.d() + "]]", "mod 2^31-1", json -> {
                        json.writeStartArray();
                        json.writeArray(new long[] {m.a(), m.b()}, 0, 2);
                        json.writeArray(new long[] {m.c(), m.d()}, 0, 2);
                        json.writeEndArray();
                    });
        }
    };

    private final String label;
    private final String description;

    SummationOperator(String label, String description) {
        this.label = label;
        this.description = description;
    }

    String label() {
        return label;
    }

    String description() {
        return description;
    }

    /** Runs {@code problem} with this operator's operands; the result is checked by the algorithm. */
    abstract SummationReport run(SummationProblem problem, LogP model, RunOptions options);

    /** The computed value as the summary's {@code value} field. */
    abstract RunDetails.Field value(SummationReport report);

    /** The labels in index order: the choices of the {@code operator} parameter. */
    static List<String> labels() {
        return Arrays.stream(values()).map(SummationOperator::label).toList();
    }
}
