package org.pcmemu.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.AtomicFile;
import org.pcmemu.harness.Charts;
import org.pcmemu.harness.FftFigure;
import org.pcmemu.harness.Grid;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.ReceiveRule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu figure fft}: the LogP paper's Figure 6 (computation, naive remap and staggered
 * remap of the hybrid FFT against n) from emulated runs, as CSV and a chart.
 */
@Command(name = "fft",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "The LogP paper's Figure 6: the hybrid FFT's computation, naive remap and staggered remap against n,"
                    + " each measured on the emulated LogP machine, with the paper's remap time.",
            "",
            "Example:",
            "  pcmemu figure fft --P 8 --L 6 --o 2 --g 4 --points 64..4096:log2 --out f.csv",
            ""},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class FftFigureCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions machine;

    @Option(names = "--points", paramLabel = "RANGE", required = true,
            description = "The n to run: a list a,b,c or a range a..b:log2 (the powers of two between).")
    String points;

    @Option(names = "--c", paramLabel = "CYCLES", defaultValue = "1",
            description = "Cycles per butterfly node. Default: ${DEFAULT-VALUE}.")
    long c;

    @Option(names = "--local", paramLabel = "CYCLES", defaultValue = "0",
            description = "Cycles of local work per point in the remap. Default: ${DEFAULT-VALUE}.")
    long local;

    @Option(names = "--out", paramLabel = "FILE.csv", required = true, description = "The table, as CSV.")
    Path out;

    @Option(names = "--plot", paramLabel = "FILE", description = "The chart, .png or .svg.")
    Path plot;

    @Mixin
    EmulatorOptions emulator;

    @Override
    public Integer call() throws IOException {
        LogP model = machine.logP();
        Machine machineSpec = Machine.parse(machine.model().label() + ":" + String.join(",", machineValues(machine.model(), model)), model.P());
        List<Long> ns = new ArrayList<>();
        for (String v : new Grid().add("points", points, true).values("points")) {
            ns.add(Long.parseLong(v));
        }
        if (!out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv")) {
            throw new InvalidParameterException("--out " + out + ": the file name must end in .csv");
        }
        if (plot != null) {
            Charts.check(plot);
            OutputDestination.check("--plot", plot);
        }
        OutputDestination.check("--out", out);
        if (emulator.traceFile != null || emulator.chartFile != null) {
            throw new InvalidParameterException("figure fft writes no trace or chart: run one point with"
                    + " pcmemu run fft --trace FILE or --chart FILE.svg");
        }
        FftFigure.check(model.P(), ns, c, local);
        RunOptions options = emulator.runOptions(); // refuses a bad --timeout before the table's header
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        stdout.println("       n    compute  naive remap  staggered remap  paper remap  naive/staggered  naive stalls");
        FftFigure.Result result = FftFigure.run(machineSpec, ns, c, local, options, r -> {
            stdout.printf(Locale.ROOT, "%8d %10d %12d %16d %12d %16.2f %13d%n", r.n(), r.compute(), r.naive(),
                    r.staggered(), r.paper(), r.ratio(), r.stalls());
            stdout.flush();
        });
        AtomicFile.write(out, o -> o.write(FftFigure.csv(result.rows()).getBytes(StandardCharsets.UTF_8)));
        stdout.println("table: " + out);
        if (plot != null) {
            Charts.write(FftFigure.chart("FFT on " + machineSpec.label() + " (LogP paper, Figure 6)", result.rows()), plot);
            stdout.println("plot: " + plot);
        }
        stdout.flush();
        return ReportOutput.claims(result.reports(), stderr);
    }

    /* The machine as a spec (logp:L=6,o=2,g=4,capacity=enforce), so that the runs go through the registry. */
    private static List<String> machineValues(ModelKind kind, LogP m) {
        List<String> values = new ArrayList<>();
        if (kind == ModelKind.POSTAL) {
            values.add("lambda=" + m.L());
        } else {
            values.add("L=" + m.L());
            values.add("o=" + m.o());
            values.add("g=" + m.g());
        }
        if (kind == ModelKind.LOGGP) {
            values.add("G=" + m.G());
            values.add("O=" + m.O());
        }
        values.add("capacity=" + m.capacityMode().label());
        if (m.receiveRule() != ReceiveRule.AT_CALL) {
            values.add("receive=" + m.receiveRule().label());
        }
        return values;
    }
}
