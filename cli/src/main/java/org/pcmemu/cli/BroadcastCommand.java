package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcast;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastKind;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastReport;
import org.pcmemu.algorithms.logp.broadcast.BroadcastAlgorithm;
import org.pcmemu.algorithms.logp.broadcast.BroadcastReport;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Registry;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run broadcast}: broadcast from processor 0. On LogP or postal a single datum
 * (Karp, Sahay, Santos, Schauser), measured against B(P) of TR Theorem 3.1; on BSP an n-word
 * message by the four algorithms of the lecture notes "Broadcasting" on BSP, measured against the
 * notes' costs.
 */
@Command(name = "broadcast",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "Broadcast from processor 0 on LogP, postal, BSP, H-PRAM or D-BSP; compare the emulated cost with"
                    + " the papers'.",
            "",
            "LogP and postal: processor 0 holds one datum at time 0; the run ends when all P processors have"
                    + " it. The measured time is set against B(P), the optimal broadcast time of Karp, Sahay,"
                    + " Santos and Schauser (TR Theorem 3.1): the optimal algorithm must equal it, the baselines"
                    + " can be no faster.",
            "",
            "BSP: processor 0 holds an n-word message (--words); the cost is the sum of the supersteps'"
                    + " costs, set against the broadcasting notes' formula for each algorithm, which it must"
                    + " equal: flat (Algorithm 1), binary (2), kary (3, with --k), best (3 with the cheapest k)"
                    + " and two-phase (4).",
            "",
            "H-PRAM and D-BSP (Juurlink et al. 2003): processor 0 knows one item, also in memory cell 0 on the"
                    + " H-PRAM; ROOT (Algorithm 3.1, Theorem 3.3) is set against Theorem 3.2's or 3.3's bound,"
                    + " the baselines against their exact recurrences. --latency (and --bandwidth for dbsp) take"
                    + " log, log/loglog, log^2, sqrt, k^E, a number or an expression in k.",
            "",
            "Examples (the papers' figure, optimal time 24; the notes' k-ary broadcast, cost 16; ROOT):",
            "  pcmemu run broadcast --model logp --P 8 --L 6 --o 2 --g 4",
            "  pcmemu run broadcast --model bsp --p 64 --g 1 --L 8 --algorithm kary --k 8",
            "  pcmemu run broadcast --model hpram --p 65536 --latency sqrt --algorithm root",
            "  pcmemu run broadcast --model dbsp --p 256 --latency log --bandwidth log",
            ""},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class BroadcastCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions machine;

    /* A name, resolved once the model is known: the models have different algorithms. */
    @Option(names = "--algorithm", paramLabel = "NAME", completionCandidates = AlgorithmNames.Broadcast.class,
            description = "The algorithm: ${COMPLETION-CANDIDATES}; pcmemu list says which model has which."
                    + " Default: optimal on logp and postal, best on bsp, root on hpram and dbsp.")
    String algorithm;

    @Option(names = "--k", paramLabel = "K",
            description = "bsp, --algorithm kary: the replication parameter k, at least 2. hpram, --algorithm"
                    + " heywood-ranka: the fixed k, at least 2 (default 2^ceil(sqrt(ceil(log p)))).")
    Integer k;

    @Option(names = "--words", paramLabel = "N",
            description = "bsp only: length of the message in words, at least 1. Default: 1.")
    Integer words;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        RunSummary summary = switch (machine.model()) {
            case LOGP, POSTAL -> logP();
            case BSP -> bsp();
            case HPRAM -> LocalityBroadcast.hPram(this);
            case DBSP -> LocalityBroadcast.dBsp(this);
        };
        return output.print(summary, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    private RunSummary logP() {
        LogP model = machine.logP();
        BroadcastAlgorithm chosen = algorithm == null ? BroadcastAlgorithm.OPTIMAL
                : named(BroadcastAlgorithm.values(), BroadcastAlgorithm::label);
        refuse(k, "--k", "it applies to --model bsp --algorithm kary");
        refuse(words, "--words", "its broadcast sends one datum; --words is for --model bsp");
        emulator.checkOutputs();
        BroadcastReport report = BroadcastReport.run(model, chosen, emulator.runOptions());
        return emulator.written(summary(machine.parameters(), report), report.run().result());
    }

    private RunSummary bsp() {
        Bsp model = machine.bsp();
        BspBroadcastKind chosen = algorithm == null ? BspBroadcastKind.BEST
                : named(BspBroadcastKind.values(), BspBroadcastKind::label);
        if (k != null && !chosen.takesK()) {
            throw new InvalidParameterException("--k applies only to --algorithm kary"
                    + (chosen == BspBroadcastKind.BEST ? " (best chooses its own k)" : ""));
        }
        if (k == null && chosen.takesK()) {
            throw new InvalidParameterException("missing --k: --algorithm kary needs the replication parameter k,"
                    + " at least 2");
        }
        int n = words == null ? 1 : words;
        if (n < 1) {
            throw new InvalidParameterException("--words must be at least 1, got " + n);
        }
        emulator.checkOutputs();
        RunOptions options = emulator.runOptions();
        BspBroadcast broadcast = fitting(chosen, model, n);
        BspBroadcastReport report = BspBroadcastReport.run(model, broadcast, n, options);
        return emulator.written(BspBroadcastSummary.of(machine.parameters(), chosen, report), report.run().result());
    }

    /*
     * The algorithm, once its bound is known to fit in a long: the notes' formula is exact, so
     * then the run's cost fits too. "best" skips the k whose cost does not fit.
     */
    private BspBroadcast fitting(BspBroadcastKind chosen, Bsp model, int n) {
        try {
            BspBroadcast broadcast = chosen.create(model, n, k == null ? 0 : k);
            broadcast.bound(model, n);
            return broadcast;
        } catch (ArithmeticException e) {
            String given = model + " with --words " + n;
            throw new InvalidParameterException("the broadcast's cost on " + given
                    + " does not fit in 64-bit model time; choose a smaller g, L or --words");
        }
    }

    /*
     * The algorithm --algorithm names, among those the registry has for the model (an unknown one
     * is bad input, named with the registry's list), as the model's own kind.
     */
    private <E> E named(E[] choices, Function<E, String> label) {
        return named(machine.model(), algorithm, choices, label);
    }

    static <E> E named(ModelKind model, String name, E[] choices, Function<E, String> label) {
        String wanted = name.strip().toLowerCase(java.util.Locale.ROOT);
        Registry.find("broadcast", model, wanted);
        return Labels.lookup(choices, label, wanted).orElseThrow();
    }

    private void refuse(Integer value, String option, String why) {
        if (value != null) {
            throw new InvalidParameterException(option + " does not apply to the " + machine.model().label()
                    + " model: " + why);
        }
    }

    static RunSummary summary(NamedParameters parameters, BroadcastReport r) {
        List<RunDetails.Figure> figures = List.of(
                new RunDetails.Figure("closedFormBound", "closed form", r.closedForm(), "cycles",
                        "upper bound on B(P): TR Theorem 3.3"),
                new RunDetails.Figure("sumOfInformationTimes", "sum of times", r.sumOfTimes(), "cycles",
                        "sum of information times: TR Definition 3.7"));
        return new RunSummary("broadcast", parameters, NamedParameters.of(r.algorithm().label()), r.measured(),
                r.bound(), RunSummary.RunStats.of(r.run().result()), r.run().capacity(), figures, null,
                new RunDetails.PerProcessor("informationTimes", "information times (cycles)", r.informationTimes()),
                null);
    }
}
