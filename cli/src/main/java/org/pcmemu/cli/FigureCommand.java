package org.pcmemu.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.figures.Agreement;
import org.pcmemu.harness.figures.FigureOutput;
import org.pcmemu.harness.figures.Figures;
import org.pcmemu.harness.figures.PaperFigure;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu figure NAME}: regenerates a figure or table of the papers from emulated runs, as
 * SVG plus the CSV behind it, and prints where the emulated numbers equal the paper's; exit code 3
 * if one does not.
 */
@Command(name = "figure",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = "Regenerate a figure or table of the papers from emulated runs: NAME.svg and NAME.csv,"
                + " and where the emulated numbers equal the paper's.",
        footer = {"", "Examples:", "  pcmemu figure --list", "  pcmemu figure logp-fig3 --out docs/figures"},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT,
            "3:an emulated number differs from the paper's: the run breaks the claim of equality"},
        subcommands = {FftFigureCommand.class})
final class FigureCommand implements Callable<Integer> {
    /** The most agreements printed one per line; past it, a count and the differences. */
    private static final int LISTED = 12;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "NAME", description = "The figure, e.g. logp-fig3 (see --list).")
    String name;

    @Option(names = "--list", description = "List the figures.")
    boolean list;

    @Option(names = "--out", paramLabel = "DIR", description = "Folder for NAME.svg and NAME.csv (default: .;"
            + " created if missing).")
    Path out = Path.of(".");

    @Option(names = "--full", description = "The larger parameters of docs/algorithms.md's tables (root-table: p up to"
            + " 2^16, under two minutes; bsp-table: p up to 512).")
    boolean full;

    @Override
    public Integer call() throws IOException {
        PrintWriter w = spec.commandLine().getOut();
        if (list) {
            if (name != null) {
                throw new InvalidParameterException("give either --list or a figure NAME, not both");
            }
            for (PaperFigure f : Figures.all()) {
                w.printf("  %-10s %s%n", f.name(), f.description());
            }
            w.printf("  %-10s %s%n", "fft", "LogP paper Figure 6: FFT compute, naive and staggered remap against n"
                    + " (pcmemu figure fft --help)");
            w.flush();
            return 0;
        }
        if (name == null) {
            throw new InvalidParameterException("missing figure NAME (see pcmemu figure --list)");
        }
        PaperFigure figure = Figures.find(name);
        if (out.toString().isEmpty()) {
            throw new InvalidParameterException("--out is empty: name a folder (. for this one)");
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new InvalidParameterException("--out " + out + " is a file, not a folder");
        }
        Path parent = out.toAbsolutePath().getParent();
        if (!Files.exists(out) && (parent == null || !Files.isDirectory(parent))) {
            throw new InvalidParameterException("--out " + out + ": folder " + parent + " does not exist");
        }
        Made made = inFolder(out, () -> {
            OutputDestination.check("--out", out.resolve(figure.name() + ".svg"));
            OutputDestination.check("--out", out.resolve(figure.name() + ".csv"));
            FigureOutput output = figure.make(full);
            return new Made(output, Figures.write(figure, output, out));
        });
        print(w, figure, made.output(), made.files());
        w.flush();
        if (made.output().allEqual()) {
            return 0;
        }
        PrintWriter err = spec.commandLine().getErr();
        err.println("pcmemu: figure " + figure.name() + ": an emulated number differs from the paper's (marked NO)");
        err.flush();
        return OutputOptions.CLAIM_FAILED;
    }

    /* A figure's numbers and the files written. */
    private record Made(FigureOutput output, List<Path> files) {
    }

    /**
     * Makes {@code folder} if it is missing, then does {@code work} there; if the work fails (a
     * full disk, a failed run), a folder made here is removed again, unless something is in it.
     */
    static <T> T inFolder(Path folder, Supplier<T> work) {
        boolean made = !Files.exists(folder);
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new InvalidParameterException("--out " + folder + " cannot be made: " + FailureHandler.describe(e));
        }
        try {
            return work.get();
        } catch (RuntimeException | Error e) {
            if (made) {
                try {
                    Files.deleteIfExists(folder);
                } catch (IOException notEmpty) {
                    // a file written before the failure stays, and so does its folder
                }
            }
            throw e;
        }
    }

    private static void print(PrintWriter w, PaperFigure figure, FigureOutput output, List<Path> files) {
        w.println(figure.name() + ": " + figure.description());
        w.println("  written  " + files.get(0) + ", " + files.get(1));
        List<Agreement> all = output.agreements();
        long equal = all.stream().filter(Agreement::equal).count();
        w.println("  paper = emulated: " + equal + " of " + all.size());
        for (Agreement a : all) {
            if (all.size() <= LISTED || !a.equal()) {
                w.println("    " + (a.equal() ? "yes" : "NO ") + "  " + a.what());
                w.println("         paper " + a.paper() + "   emulated " + a.emulated());
            }
        }
    }
}
