package org.pcmemu.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.harness.GoalSchedules;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.pictures.ActivityChart;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How the emulator runs ({@link HarnessOptions}: none of it changes a model-time result) and
 * where the trace and the activity chart go; shared by every {@code run} subcommand as a picocli
 * mixin. Both destinations are checked before the run ({@link #checkOutputs()}) and written after
 * it ({@link #written}).
 */
final class EmulatorOptions {
    @Mixin
    HarnessOptions execution;

    @Option(names = "--trace", paramLabel = "FILE",
            description = "Write the per-processor event trace to FILE: CSV if it ends in .csv, the Chrome"
                    + " trace-event format for Perfetto UI and chrome://tracing if .perfetto.json, JSON if .json,"
                    + " a GOAL schedule that reproduces every finish time if .goal (logp, postal; docs/goal.md)."
                    + " LogP, postal: sends, receives, computation and waiting; BSP, H-PRAM, D-BSP: each priced"
                    + " step on each processor.")
    Path traceFile;

    @Option(names = "--trace-format", paramLabel = "FORMAT", converter = TraceFormatConverter.class,
            description = "The --trace file's format whatever its name: csv, json, chrome or goal.")
    TraceFormat traceFormat;

    @Option(names = "--chart", paramLabel = "FILE",
            description = "Draw the run's activity time line into FILE.svg or FILE.png (the LogP paper's Figure 3 style): a row per"
                    + " processor (a summary band above 64), overheads as boxes, messages as arrows, supersteps"
                    + " and sub-machines as columns; the measured cost and the bound marked.")
    Path chartFile;

    RunOptions runOptions() {
        return execution.runOptions().withTrace(traceFile != null || chartFile != null);
    }

    /** Refuses a bad --trace, --trace-format or --chart before anything runs. */
    void checkOutputs() {
        traceTarget();
        if (traceFormat != null && traceFile == null) {
            throw new InvalidParameterException("--trace-format needs --trace FILE");
        }
        if (chartFile != null) {
            ActivityChart.check(chartFile);
            OutputDestination.check("--chart", chartFile);
            if (traceFile != null && traceFile.toAbsolutePath().normalize().equals(chartFile.toAbsolutePath().normalize())) {
                throw new InvalidParameterException("--trace and --chart both name " + chartFile
                        + ": one file would overwrite the other");
            }
        }
    }

    /** {@link #checkOutputs()}, and a GOAL trace only of a run with messages (the LogP family). */
    void checkOutputs(ModelKind kind) {
        checkOutputs();
        TraceTarget target = traceTarget();
        if (target != null && target.format() == TraceFormat.GOAL && !GoalSchedules.exports(kind)) {
            throw new InvalidParameterException("--trace " + traceFile + ": a GOAL trace is for " + GoalSchedules.models()
                    + " runs (messages between processors), not for " + kind.label());
        }
        if (target != null && target.format() == TraceFormat.GOAL && execution.latencySpread != null) {
            throw new InvalidParameterException("--trace " + traceFile + ": a GOAL schedule replays with latency L,"
                    + " so it cannot reproduce a run under --latency-spread; write csv, json or chrome");
        }
    }

    /** The checked trace destination (format from --trace-format or the extension, writable folder), or null. */
    TraceTarget traceTarget() {
        return traceFile == null ? null : TraceTarget.of(traceFile, traceFormat);
    }

    /** Writes the trace and the chart asked for, and returns {@code summary} naming them. */
    RunSummary written(RunSummary summary, RunResult result) {
        TraceTarget target = traceTarget();
        TraceTarget.WrittenTrace trace = target == null ? null
                : target.write(result.trace(), summary.title(), metadata(summary));
        if (chartFile != null) {
            ActivityChart.write(new ActivityChart.Run(summary.title(), "", result.trace(), summary.measured(),
                    summary.bound() == null ? -1 : summary.bound().value(),
                    summary.bound() == null ? "" : summary.bound().claim().label()), chartFile);
        }
        return trace == null && chartFile == null ? summary : summary.withFiles(trace, chartFile);
    }

    private static Map<String, String> metadata(RunSummary s) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("model", s.model().display().replace("  ", " "));
        out.put("algorithm", s.algorithm().display().replace("  ", " "));
        out.put("measuredCycles", Long.toString(s.measured()));
        if (s.bound() != null) {
            out.put("boundCycles", Long.toString(s.bound().value()));
            out.put("claim", s.bound().claim().label());
            out.put("boundSource", s.bound().source());
        }
        return out;
    }

    static final class ThreadModeConverter implements ITypeConverter<ThreadMode> {
        @Override
        public ThreadMode convert(String value) {
            return Labels.find(ThreadMode.values(), EmulatorOptions::label, value, "thread mode");
        }
    }

    static final class TraceFormatConverter implements ITypeConverter<TraceFormat> {
        @Override
        public TraceFormat convert(String value) {
            return Labels.find(TraceFormat.values(), TraceFormat::label, value, "trace format");
        }
    }

    static String label(ThreadMode mode) {
        return switch (mode) {
            case VIRTUAL -> "virtual";
            case PLATFORM -> "platform";
        };
    }
}
