package org.pcmemu.cli;

import java.util.List;
import org.pcmemu.algorithms.Bound;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.models.logp.CapacityReport;

/**
 * What every {@code run} subcommand reports, whatever the algorithm: the measured model cost next
 * to the analytic bound, plus the algorithm's own figures and per-processor values. A subcommand
 * builds one of these from its algorithm's report; {@link RunSummaryText} and
 * {@link RunSummaryJson} print it.
 *
 * @param command       the subcommand, e.g. "broadcast"
 * @param algorithm     the algorithm's label, e.g. "optimal"
 * @param measured      the cost read off the emulated run, in model cycles
 * @param bound         the paper's bound and the claim relating it to {@code measured}
 * @param result        the emulator's measurements (messages, windows, wall time, threads)
 * @param capacity      the LogP capacity check, or null for a model without one
 * @param figures       further analytic or measured numbers of this algorithm, in display order
 * @param perProcessor  one value per processor (e.g. information times), or null
 * @param trace         the trace file written, or null
 * @param fields        further fields that are not plain numbers (a second bound, the computed
 *                      value), printed after the figures, in display order
 */
record RunSummary(String command, String algorithm, ModelParameters model, long measured, Bound bound,
                  RunResult result, CapacityReport capacity, List<Figure> figures, PerProcessor perProcessor,
                  TraceTarget.WrittenTrace trace, List<SummaryField> fields) {

    RunSummary {
        figures = List.copyOf(figures);
        fields = List.copyOf(fields);
    }

    /** A summary without further fields. */
    RunSummary(String command, String algorithm, ModelParameters model, long measured, Bound bound,
               RunResult result, CapacityReport capacity, List<Figure> figures, PerProcessor perProcessor,
               TraceTarget.WrittenTrace trace) {
        this(command, algorithm, model, measured, bound, result, capacity, figures, perProcessor, trace, List.of());
    }

    boolean claimHolds() {
        return bound.holdsFor(measured);
    }

    /**
     * A named number of the run.
     *
     * @param key    the JSON field name
     * @param label  the text label
     * @param value  a Long or a Double
     * @param unit   e.g. "cycles", or "" for a count
     * @param note   where it comes from, e.g. "TR Theorem 3.3", or ""
     */
    record Figure(String key, String label, Number value, String unit, String note) {
    }

    /**
     * One value per processor, indexed by processor id.
     *
     * @param key    the JSON field name
     * @param label  the text heading
     */
    record PerProcessor(String key, String label, long[] values) {
    }
}
