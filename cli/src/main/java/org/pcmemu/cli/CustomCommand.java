package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.zip.ZipFile;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProgram;
import org.pcmemu.models.bsp.BspRun;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProgram;
import org.pcmemu.models.logp.LogPRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run custom}: a user's own algorithm, a class implementing {@link LogPProgram}
 * (logp, postal) or {@link BspProgram} (bsp) with a public no-argument constructor, loaded from
 * {@code --classpath}, run on the machine and reported against the bound and claim the user gives.
 */
@Command(name = "custom",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = "Run your own algorithm: a class implementing LogPProgram (--model logp, postal) or BspProgram"
                + " (--model bsp), with a public no-argument constructor, measured against the bound you give.",
        footer = {"", "Example (examples/ring, built with its own pom against the installed project):",
            "  pcmemu run custom --class org.pcmemu.examples.Ring",
            "      --classpath examples/ring/target/ring.jar --model logp --P 64 --L 6 --o 2 --g 4",
            "      --bound 640 --claim equals"},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class CustomCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--class", paramLabel = "NAME", required = true,
            description = "The program's class, e.g. com.example.Ring.")
    String className;

    @Option(names = "--classpath", paramLabel = "PATHS", split = ":", required = true,
            description = "Jars or class folders to load it from, separated by ':'.")
    List<Path> classpath;

    @Option(names = "--bound", paramLabel = "CYCLES", required = true,
            description = "Your analytic bound on the run's cost, in model cycles.")
    long bound;

    @Option(names = "--claim", paramLabel = "CLAIM", required = true,
            description = "How the measured cost relates to the bound: equals, at-most or at-least.")
    String claim;

    @Option(names = "--restartable",
            description = "logp, postal: your program may be started twice (whatever it leaves outside the run,"
                    + " each start writes again), so an enforced run is first tried without deciding the sends"
                    + " one by one and started again, decided, only if a send would stall: the same result,"
                    + " faster without stalls.")
    boolean restartable;

    @Option(names = "--unstalled",
            description = "logp, postal: your program's sends never stall by its own schedule (each processor"
                    + " receives at most one message in any g cycles), so an enforced run goes without deciding the"
                    + " sends one by one, every count still checked; if one would have stalled, the run ends with an"
                    + " error saying so. The program starts once.")
    boolean unstalled;

    @Mixin
    ModelOptions machine;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        Claim c = claim(claim);
        if (bound < 0) {
            throw new InvalidParameterException("--bound must be a cost in cycles, at least 0, got " + bound);
        }
        emulator.checkOutputs();
        RunOptions options = emulator.runOptions();
        Object program = instantiate();
        long measured;
        RunResult result;
        RunSummary.RunStats stats;
        switch (machine.model()) {
            case LOGP, POSTAL -> {
                LogP model = machine.logP();
                LogPProgram logp = as(program, LogPProgram.class);
                if (restartable && unstalled) {
                    throw new InvalidParameterException("--restartable and --unstalled exclude each other: a program"
                            + " that may start twice needs no promise about its stalls");
                }
                LogPRun run = model.run(logp, options, restartable ? LogP.Hints.NONE.withRestartable(false)
                        : unstalled ? LogP.Hints.NONE.withUnstalled() : LogP.Hints.NONE);
                result = run.result();
                measured = result.makespan();
                stats = RunSummary.RunStats.of(result);
            }
            case BSP -> {
                if (restartable || unstalled) {
                    throw new InvalidParameterException((restartable ? "--restartable" : "--unstalled")
                            + " is for logp and postal programs");
                }
                Bsp model = machine.bsp();
                BspRun run = model.run(as(program, BspProgram.class), options);
                result = run.result();
                measured = run.cost();
                stats = RunSummary.RunStats.of(result);
            }
            default -> throw new InvalidParameterException("run custom runs LogPProgram and BspProgram classes on"
                    + " logp, postal and bsp, not on " + machine.model().label());
        }
        Bound b = new Bound(bound, c, "given with --bound and --claim");
        RunSummary summary = new RunSummary("custom", machine.parameters(), NamedParameters.of(className), measured,
                b, stats, null, List.of(), null,
                new RunDetails.PerProcessor("finishTimes", "finish times (cycles)", result.finishTimes()), null);
        summary = emulator.written(summary, result);
        return output.print(summary, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    private static Claim claim(String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT).replace('-', ' ');
        for (Claim c : Claim.values()) {
            if (c.label().equals(wanted)) {
                return c;
            }
        }
        throw new InvalidParameterException("unknown claim '" + text + "' (known: equals, at-most, at-least)");
    }

    private Object instantiate() {
        if (className.isBlank()) {
            throw new InvalidParameterException("--class must name a class, e.g. org.pcmemu.examples.Ring");
        }
        List<URL> urls = new ArrayList<>();
        for (Path p : classpath) {
            if (!Files.exists(p)) {
                throw new InvalidParameterException("--classpath " + p + " does not exist");
            }
            if (Files.isRegularFile(p)) {
                try (ZipFile jar = new ZipFile(p.toFile())) {
                    jar.size();
                } catch (IOException e) {
                    throw new InvalidParameterException("--classpath " + p + " is not a readable jar ("
                            + (e.getMessage() != null ? e.getMessage() : "cannot be opened") + ")");
                }
            }
            try {
                urls.add(p.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new InvalidParameterException("--classpath " + p + ": " + e.getMessage());
            }
        }
        ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), CustomCommand.class.getClassLoader());
        Class<?> cls;
        try {
            cls = Class.forName(className, true, loader);
        } catch (ClassNotFoundException e) {
            throw new InvalidParameterException("class " + className + " is not in --classpath " + classpath
                    + " (a class name is written with dots, e.g. org.pcmemu.examples.Ring)");
        } catch (ExceptionInInitializerError e) {
            throw new InvalidParameterException("class " + className + " failed to initialize: "
                    + FailureHandler.describe(e.getCause() != null ? e.getCause() : e));
        } catch (LinkageError e) {
            throw new InvalidParameterException("cannot load class " + className + " from " + classpath + ": "
                    + FailureHandler.describe(e));
        }
        if (Modifier.isAbstract(cls.getModifiers())) {
            throw new InvalidParameterException(className + " is abstract or an interface: pcmemu cannot create it");
        }
        try {
            Constructor<?> constructor = cls.getConstructor();
            return constructor.newInstance();
        } catch (NoSuchMethodException e) {
            throw new InvalidParameterException(className + " has no public no-argument constructor");
        } catch (InvocationTargetException e) {
            throw new InvalidParameterException("the constructor of " + className + " threw "
                    + FailureHandler.describe(e.getCause()));
        } catch (ReflectiveOperationException e) {
            throw new InvalidParameterException("cannot create " + className + ": " + FailureHandler.describe(e));
        }
    }

    private <T> T as(Object program, Class<T> type) {
        if (!type.isInstance(program)) {
            throw new InvalidParameterException(className + " does not implement " + type.getSimpleName()
                    + ", which the " + machine.model().label() + " model runs");
        }
        return type.cast(program);
    }
}
