package org.pcmemu.harness;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.goal.GoalExecutor;
import org.pcmemu.harness.goal.GoalParser;
import org.pcmemu.harness.goal.Schedule;
import org.pcmemu.models.Bound;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * A GOAL schedule (LogGOPSim's text format) as the one algorithm of the problem {@value #PROBLEM}:
 * it runs on the LogP family, one rank per processor, through {@link GoalExecutor}, and reports its
 * makespan against the bound the command line gives, or none. Run, compare and sweep reach it
 * through {@link #catalog}, the built-in algorithms and this one, as they reach a user's program
 * (docs/architecture.md, "A user's program on the same path").
 */
public final class GoalSchedules {
    /** The problem of an imported schedule, as the command line names it. */
    public static final String PROBLEM = "goal";

    /** The help of {@code run goal}. */
    public static final Problem HELP = new Problem(PROBLEM, "a GOAL schedule, LogGOPSim's text format",
            List.of("Reads FILE.goal (num_ranks, rank blocks of send, recv and calc operations and their requires and"
                    + " irequires dependencies, as LogGOPSim's Schedgen writes them) and runs it on " + models() + ","
                    + " one rank per processor: P is the schedule's num_ranks (--P may be left out). A rank does"
                    + " its operations as their dependencies are met, a recv matching messages by source and tag.",
                    "The report's measured cost is the schedule's makespan, the largest finish time of a rank; --bound"
                            + " FORMULA with --claim checks one of yours. --trace FILE.goal writes any run of these"
                            + " models back as GOAL. How a schedule runs and what LogGOPSim does otherwise:"
                            + " docs/goal.md."),
            List.of("pcmemu run goal schedule.goal --model logp --L 6 --o 2 --g 4",
                    "pcmemu run broadcast --P 8 --trace fig3.goal -q"));

    private GoalSchedules() {
    }

    /** Whether runs of {@code kind} write GOAL traces and run schedules (the LogP family, whose runs have messages). */
    public static boolean exports(ModelKind kind) {
        return Runs.LOGP_FAMILY.contains(kind);
    }

    /** The models of {@link #exports}, as messages name them: "logp and postal". */
    public static String models() {
        List<String> labels = Runs.LOGP_FAMILY.stream().sorted().map(ModelKind::label).toList();
        return labels.size() == 1 ? labels.get(0) : String.join(", ", labels.subList(0, labels.size() - 1)) + " and "
                + labels.get(labels.size() - 1);
    }

    /**
     * The built-in algorithms and the schedule in {@code file} as the one algorithm of
     * {@value #PROBLEM}, named by the file's name without ".goal".
     *
     * @param bound  the bound the command line gives, or null for none
     * @throws org.pcmemu.harness.goal.GoalSyntaxException for a malformed file, naming line and column
     */
    public static Catalog catalog(Path file, Programs.GivenBound bound) {
        Path fileName = file.getFileName();
        String name = fileName == null ? file.toString() : fileName.toString();
        if (name.endsWith(".goal") && name.length() > ".goal".length()) {
            name = name.substring(0, name.length() - ".goal".length());
        }
        return catalog(GoalParser.parse(file), name, bound);
    }

    /** The built-in algorithms and {@code schedule}, called {@code name}, as the algorithm of {@value #PROBLEM}. */
    public static Catalog catalog(Schedule schedule, String name, Programs.GivenBound bound) {
        Algorithm algorithm = new Algorithm(PROBLEM, name, Runs.LOGP_FAMILY, List.of(), "the GOAL schedule "
                + schedule.name(), (machine, values, options) -> run(schedule, name, bound, machine, values, options),
                SpreadClaim.AS_DECLARED); // the user's claim, as given for the run asked for
        return Registry.BUILT_IN.with(HELP, List.of(algorithm));
    }

    /**
     * Runs {@code schedule} on {@code m}: its makespan against the given bound.
     *
     * @throws InvalidParameterException if the machine's P is not the schedule's num_ranks
     * @throws DeadlockException naming the waiting ranks and the recvs they wait in
     * @throws EmulationException if a message was never received (a send without a matching recv)
     */
    static Report run(Schedule schedule, String name, Programs.GivenBound given, Machine m, Map<String, Long> values,
                      RunOptions options) {
        if (m.processors() != schedule.ranks()) {
            throw new InvalidParameterException(schedule.name() + " has num_ranks " + schedule.ranks() + ", but the"
                    + " machine has P=" + m.processors() + ": leave --P out, or give " + schedule.ranks());
        }
        LogP model = m.logP();
        Bound bound = given == null ? null : Programs.evaluate(given, m, values);
        GoalExecutor executor = new GoalExecutor(schedule);
        // A rank takes no more messages than the schedule sends it: with at most ceil(L/g) each no
        // send can stall, and the run goes without decisions first (LogP.Hints.restartable).
        LogP.Hints hints = LogP.Hints.NONE.withRestartable(schedule.mostIncoming() <= model.capacity());
        LogPRun run;
        try {
            run = Runs.fitting(() -> model.run(executor, options, hints));
        } catch (DeadlockException e) {
            throw new DeadlockException("deadlock in " + schedule.name() + ": no message is in flight and these ranks"
                    + " wait in recvs that nothing will match: " + executor.waiting(20));
        }
        if (run.result().undelivered() > 0) {
            throw new EmulationException(schedule.name() + ": " + run.result().undelivered() + " message(s) sent and"
                    + " never received (their receivers ended first): a send without a matching recv");
        }
        Map<String, Number> figures = new LinkedHashMap<>();
        long[] counts = new long[3];
        for (int op = 0; op < schedule.operations(); op++) {
            counts[schedule.kind(op)]++;
        }
        RunDetails details = new RunDetails(Map.of(), Map.of(), List.of(new RunDetails.Figure("operations",
                "operations", schedule.operations(), "", counts[Schedule.SEND] + " sends, " + counts[Schedule.RECV]
                + " recvs, " + counts[Schedule.CALC] + " calcs")), List.of(), null, null,
                RunDetails.PerProcessor.finishTimes(run.result()));
        return Runs.report(PROBLEM, m, name, values, run.result().makespan(), bound, run, figures, details);
    }
}
