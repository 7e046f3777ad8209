package org.pcmemu.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Catalog;
import org.pcmemu.harness.GoalSchedules;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.ProgramFile;
import org.pcmemu.harness.Programs;
import org.pcmemu.harness.Registry;
import org.pcmemu.harness.goal.GoalParser;
import org.pcmemu.harness.goal.Schedule;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options that name a user's program and its bound, shared by {@code run custom},
 * {@code compare custom} and {@code sweep custom}: where the program comes from (a source file,
 * which the command takes as an argument, or {@code --class} on {@code --classpath}), the bound
 * {@code --bound} and {@code --claim} give in place of the program's own, and {@code --stacktrace}.
 * {@code compare goal} and {@code sweep goal} take a GOAL file the same way, with {@code --bound}
 * and {@code --claim} alone.
 */
final class ProgramOptions {
    /** The program's source file, set by the command from its argument, or null. */
    Path file;

    @Option(names = "--class", paramLabel = "NAME",
            description = "custom: run this compiled class instead of a source file, e.g. com.example.Ring, from"
                    + " --classpath.")
    String className;

    @Option(names = "--classpath", paramLabel = "PATHS", split = ":",
            description = "custom: the jars or class folders --class is in, separated by ':'.")
    List<Path> classpath;

    @Mixin
    BoundOptions bounds = new BoundOptions();

    @Option(names = "--restartable",
            description = "custom, logp, postal and loggp: your program may be started twice (whatever it leaves"
                    + " outside the run, each start writes again), so an enforced run is first tried without deciding the"
                    + " sends one by one and started again, decided, only if a send would stall: the same result,"
                    + " faster without stalls.")
    boolean restartable;

    @Option(names = "--unstalled",
            description = "custom, logp, postal and loggp: your program's sends never stall by its own schedule"
                    + " (each processor receives at most one message in any g cycles), so an enforced run goes without"
                    + " deciding the sends one by one, every count still checked; if one would have stalled, the run"
                    + " ends with an error saying so. The program starts once.")
    boolean unstalled;

    @Option(names = "--stacktrace",
            description = "custom: when your program throws, print its whole stack trace after the one line.")
    boolean stacktrace;

    private Catalog catalog;
    private Schedule schedule;

    /** Whether any of these options was given (a built-in problem takes none). */
    boolean given() {
        return file != null || className != null || classpath != null || bounds.given()
                || stacktrace || restartable || unstalled;
    }

    /** Refuses these options for a built-in problem. */
    void refuseFor(String problem) {
        if (given()) {
            String which = file != null ? file.toString() : className != null ? "--class" : classpath != null
                    ? "--classpath" : bounds.given() ? bounds.name() : restartable
                    ? "--restartable" : unstalled ? "--unstalled" : "--stacktrace";
            throw new InvalidParameterException(which + " is for your own program (" + Programs.PROBLEM
                    + "), not for " + problem);
        }
    }

    /** The built-in algorithms and the program, loaded once; a clear error for a program that cannot run. */
    Catalog catalog() {
        if (catalog == null) {
            if (file != null && className != null) {
                throw new InvalidParameterException("give the program as a source file or as --class, not both");
            }
            Programs.GivenBound given = bounds.givenBound();
            Class<?> type;
            if (file != null) {
                if (classpath != null) {
                    throw new InvalidParameterException("--classpath goes with --class; a source file compiles"
                            + " against pcmemu's API alone");
                }
                type = ProgramFile.compile(file);
            } else if (className != null) {
                if (classpath == null) {
                    throw new InvalidParameterException("--class needs --classpath: the jars or class folders it is in");
                }
                type = ProgramFile.load(className, classpath);
            } else {
                throw new InvalidParameterException("which program? Give its source file (" + Programs.PROBLEM
                        + " Foo.java) or --class NAME --classpath PATHS");
            }
            if (restartable && unstalled) {
                throw new InvalidParameterException("--restartable and --unstalled exclude each other: a program"
                        + " that may start twice needs no promise about its stalls");
            }
            catalog = Programs.catalog(type, given,
                    restartable ? LogP.Hints.NONE.withRestartable(false) : unstalled ? LogP.Hints.NONE.withUnstalled()
                            : LogP.Hints.NONE);
        }
        return catalog;
    }

    /** The program as the catalog's algorithm of {@value Programs#PROBLEM}. */
    Algorithm algorithm(Catalog c) {
        return algorithm(c, Programs.PROBLEM);
    }

    /** The one algorithm of {@code problem} (custom's program, goal's schedule) in the catalog. */
    static Algorithm algorithm(Catalog c, String problem) {
        return c.all().stream().filter(a -> a.problem().equals(problem)).findFirst().orElseThrow();
    }

    /**
     * The built-in algorithms and the GOAL schedule of {@link #file}, read once; custom's options
     * are refused.
     */
    Catalog goalCatalog() {
        if (catalog == null) {
            String which = className != null ? "--class" : classpath != null ? "--classpath" : restartable
                    ? "--restartable" : unstalled ? "--unstalled" : stacktrace ? "--stacktrace" : null;
            if (which != null) {
                throw new InvalidParameterException(which + " is for your own program (" + Programs.PROBLEM
                        + "), not for a GOAL schedule");
            }
            if (file == null) {
                throw new InvalidParameterException("which schedule? Give its GOAL file (" + GoalSchedules.PROBLEM
                        + " FILE.goal)");
            }
            schedule = GoalParser.parse(file);
            catalog = GoalSchedules.catalog(schedule, goalName(file), bounds.givenBound());
        }
        return catalog;
    }

    /** The schedule's num_ranks, once {@link #goalCatalog()} has read it. */
    int goalRanks() {
        return schedule.ranks();
    }

    /** The algorithm's name of a schedule: its file's name without ".goal". */
    static String goalName(Path file) {
        Path fileName = file.getFileName();
        String name = fileName == null ? file.toString() : fileName.toString();
        return name.endsWith(".goal") && name.length() > 5 ? name.substring(0, name.length() - 5) : name;
    }

    /** Refuses --restartable and --unstalled on a model outside the LogP family. */
    void requireStartFits(ModelKind kind) {
        if ((restartable || unstalled) && kind != ModelKind.LOGP && kind != ModelKind.POSTAL
                && kind != ModelKind.LOGGP) {
            throw new InvalidParameterException((restartable ? "--restartable" : "--unstalled")
                    + " is for logp, postal and loggp programs");
        }
    }

    /** The line that refuses a model the program does not run on. */
    String refusal(Algorithm a, ModelKind kind) {
        List<String> models = a.models().stream().sorted().map(ModelKind::label).toList();
        return a.name() + " does not run on " + kind.label() + ": it implements " + interfaces(a) + ", for "
                + String.join(", ", models.subList(0, models.size() - 1)) + (models.size() > 1 ? " and " : "")
                + models.get(models.size() - 1) + " (" + kind.label() + " needs " + programInterface(kind) + ")";
    }

    /** --param NAME=VALUE pairs as the program's parameters; a name it does not declare is refused. */
    Map<String, Long> parameters(Algorithm a, List<String> pairs) {
        Map<String, Long> out = CompareCommand.numbers(catalog(), Programs.PROBLEM, pairs);
        for (String name : out.keySet()) {
            if (a.parameters().stream().noneMatch(p -> p.name().equals(name))) {
                List<String> names = a.parameters().stream().map(p -> p.name()).toList();
                throw new InvalidParameterException("--param " + name + ": " + a.name() + " has no @Param field "
                        + name + org.pcmemu.harness.Suggestions.didYouMean(name, names) + (names.isEmpty()
                        ? " (it declares none)" : " (it declares " + String.join(", ", names) + ")"));
            }
        }
        return out;
    }

    private static String interfaces(Algorithm a) {
        List<String> out = new ArrayList<>();
        for (ModelKind k : ModelKind.values()) {
            if (a.runsOn(k) && !out.contains(programInterface(k))) {
                out.add(programInterface(k));
            }
        }
        return String.join(" and ", out);
    }

    private static String programInterface(ModelKind kind) {
        return switch (kind) {
            case LOGP, POSTAL, LOGGP -> "LogPProgram";
            case BSP -> "BspProgram";
            case HPRAM -> "HPramProgram";
            case DBSP -> "DBspProgram";
        };
    }

    /**
     * The built-in registry, or the catalog with the program when the problem is
     * {@value Programs#PROBLEM}, with the schedule when it is {@value GoalSchedules#PROBLEM}.
     */
    Catalog catalogFor(String problem) {
        if (Programs.PROBLEM.equals(problem)) {
            return catalog();
        }
        if (GoalSchedules.PROBLEM.equals(problem)) {
            return goalCatalog();
        }
        refuseFor(problem);
        return Registry.BUILT_IN;
    }
}
