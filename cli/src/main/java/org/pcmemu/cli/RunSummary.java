package org.pcmemu.cli;

import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunDetails;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import org.pcmemu.models.Bound;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.emulator.WindowRunResult;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.logp.CapacityReport;

/**
 * What every {@code run} subcommand reports, whatever the model and algorithm: the measured model
 * cost next to the analytic bound, plus the algorithm's own figures, the per-superstep breakdown
 * of a bulk-synchronous run and per-processor values. A subcommand builds one of these from its
 * algorithm's report; {@link RunSummaryText} and {@link RunSummaryJson} print it.
 *
 * @param command       the subcommand, e.g. "broadcast"
 * @param model         the model and its parameters, e.g. logp P=8 L=6 o=2 g=4
 * @param algorithm     the algorithm as the user named it, with its parameters (e.g. kary k=8 words=1)
 * @param measured      the cost read off the emulated run, in model cycles
 * @param bound         the paper's bound and the claim relating it to {@code measured}
 * @param run           the emulator's measurements (messages, windows, wall time, threads)
 * @param capacity      the LogP capacity check, or null for a model without one
 * @param figures       further analytic or measured numbers of this algorithm, in display order
 * @param supersteps    the per-superstep breakdown, or null for a model without supersteps
 * @param perProcessor  one value per processor (e.g. information times), or null
 * @param trace         the trace file written, or null
 * @param fields        further fields that are not plain numbers (a second bound, the computed
 *                      value), printed after the figures, in display order
 * @param chart         the activity chart written ({@code --chart}), or null
 * @param spread        the latency spread the run took ({@code --latency-spread}), or null
 */
record RunSummary(String command, NamedParameters model, NamedParameters algorithm, long measured, Bound bound,
                  RunStats run, CapacityReport capacity, List<RunDetails.Figure> figures, RunDetails.Supersteps supersteps,
                  RunDetails.PerProcessor perProcessor, TraceTarget.WrittenTrace trace, List<RunDetails.Field> fields, Path chart,
                  Report.Spread spread) {

    RunSummary {
        figures = List.copyOf(figures);
        fields = List.copyOf(fields);
    }

    /** A summary without a chart. */
    RunSummary(String command, NamedParameters model, NamedParameters algorithm, long measured, Bound bound,
               RunStats run, CapacityReport capacity, List<RunDetails.Figure> figures, RunDetails.Supersteps supersteps,
               RunDetails.PerProcessor perProcessor, TraceTarget.WrittenTrace trace, List<RunDetails.Field> fields) {
        this(command, model, algorithm, measured, bound, run, capacity, figures, supersteps, perProcessor, trace,
                fields, null, null);
    }

    /** A summary without further fields. */
    RunSummary(String command, NamedParameters model, NamedParameters algorithm, long measured, Bound bound,
               RunStats run, CapacityReport capacity, List<RunDetails.Figure> figures, RunDetails.Supersteps supersteps,
               RunDetails.PerProcessor perProcessor, TraceTarget.WrittenTrace trace) {
        this(command, model, algorithm, measured, bound, run, capacity, figures, supersteps, perProcessor, trace,
                List.of());
    }

    /** The same summary naming the files written after the run. */
    RunSummary withFiles(TraceTarget.WrittenTrace writtenTrace, Path writtenChart) {
        return new RunSummary(command, model, algorithm, measured, bound, run, capacity, figures, supersteps,
                perProcessor, writtenTrace, fields, writtenChart, spread);
    }

    /** The model and algorithm as a chart or trace title: "broadcast optimal on logp P=8 L=6 o=2 g=4". */
    String title() {
        return command + " " + algorithm.display().replace("  ", " ") + " on " + model.display().replace("  ", " ");
    }

    /** Whether the claim holds; true without a bound (a user's program that declares none). */
    boolean claimHolds() {
        return bound == null || bound.holdsFor(measured);
    }

    /**
     * What the emulator measured about the run itself.
     *
     * @param windows  synchronization windows of the LogP engine; empty for the superstep engine
     */
    record RunStats(long messages, OptionalLong windows, double wallMillis, ThreadMode threads, long jitterSeed) {

        /** Any engine's result; windows only for the window engine. */
        static RunStats of(RunResult r) {
            OptionalLong windows = r instanceof WindowRunResult w ? OptionalLong.of(w.windows()) : OptionalLong.empty();
            return new RunStats(r.messages(), windows, r.wallMillis(), r.threadMode(), r.jitterSeed());
        }
    }

}
