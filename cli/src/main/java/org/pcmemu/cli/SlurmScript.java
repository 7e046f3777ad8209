package org.pcmemu.cli;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The Slurm job array of a sharded sweep, as one bash script that {@code sbatch FILE.sbatch}
 * starts whole:
 *
 * <pre>
 *   sbatch FILE.sbatch
 *     array task 0 .. N-1    pcmemu sweep ... --shard I/N --out OUT.shard-I.csv   (resumes its file)
 *     the lowest task        sbatch --dependency=afterok:ARRAY --kill-on-invalid-dep=yes --wrap "pcmemu sweep merge OUT OUT.shard-*.csv"
 *   merge                    starts once every task of the submission has succeeded; cancelled if one fails
 *
 *   sbatch --array=I FILE.sbatch   reruns shard I, resuming its file; its lowest task submits a new merge
 * </pre>
 *
 * The lowest task of each submission ({@code SLURM_ARRAY_TASK_MIN}) submits the merge, at its first
 * start only ({@code SLURM_RESTART_COUNT} unset or 0): a task requeued after a node failure does
 * not submit it twice. Every path in the script is absolute, and each task starts in the folder
 * the script was written from, so relative paths of the command line (a program's source file)
 * mean what they meant there: the repository and the output folder must be on a file system that
 * every node shares.
 *
 * @param launcher  the {@code pcmemu} launcher the tasks run
 * @param folder    where the tasks start (this command's working folder)
 * @param sweep     the sweep's command line for a task: {@code sweep PROBLEM ...}, no --out, --shard or --plot
 * @param out       the merged file
 * @param plot      the merge's plot, or null
 * @param shards    the number of array tasks
 * @param time      each job's time limit as sbatch takes it, or null
 * @param partition the partition, or null
 * @param cpus      cores per task, or null
 */
record SlurmScript(Path launcher, Path folder, List<String> sweep, Path out, Path plot, int shards, String time,
                   String partition, Integer cpus) {
    /* Words that mean the same quoted or not, in bash and sh. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,@%+-]+");
    /* Names a job may have: the merged file's, less anything else. */
    private static final Pattern NOT_IN_NAME = Pattern.compile("[^A-Za-z0-9_.-]");

    SlurmScript {
        sweep = List.copyOf(sweep);
        if (!out.toString().matches("[^\\s\"'%\\\\]*")) {
            throw new InvalidParameterException("--slurm: --out " + out + " has a space, a quote, a % or a backslash,"
                    + " which the jobs' #SBATCH --output cannot hold; choose another name or folder");
        }
    }

    /**
     * The launcher the tasks run: the system property {@code pcmemu.launcher} if set (tests give a
     * launcher of their own), else {@code pcmemu} in the repository this code was built in, found
     * upwards from its jar ({@code cli/target/pcmemu.jar}) or class folder.
     */
    static Path findLauncher() {
        String given = System.getProperty("pcmemu.launcher");
        if (given != null) {
            return Path.of(given).toAbsolutePath();
        }
        try {
            Path here = Path.of(SlurmScript.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path p = here; p != null; p = p.getParent()) {
                if (Files.isExecutable(p.resolve("pcmemu")) && Files.isRegularFile(p.resolve("scripts/find-jdk.sh"))) {
                    return p.resolve("pcmemu");
                }
            }
        } catch (URISyntaxException | RuntimeException e) {
            // no code source: said below
        }
        throw new InvalidParameterException("--slurm needs pcmemu's launcher, the repository's ./pcmemu, which the"
                + " nodes run; run this command with it");
    }

    /** The file of {@code program} on the PATH, or null. */
    static Path onPath(String program) {
        String path = System.getenv("PATH");
        for (String dir : path == null ? new String[0] : path.split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    /** The name of the shard files of merged file {@code out} up to the shard's index: {@code runs.shard-}. */
    static String shardPrefix(Path out) {
        String name = out.getFileName().toString();
        return name.substring(0, name.length() - extension(out).length()) + ".shard-";
    }

    /** The merged file's extension, which its shards' files have too: {@code .csv}. */
    static String extension(Path out) {
        String name = out.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot);
    }

    /** The file of shard {@code index}. */
    Path shardFile(int index) {
        return out.resolveSibling(shardPrefix(out) + index + extension(out));
    }

    /** The script, to be written to {@code file}; {@code summary} is its third line, what it runs. */
    String text(String summary, Path file) {
        String self = quote(file.toString());
        String name = "pcmemu-" + NOT_IN_NAME.matcher(shardPrefix(out).replaceAll("\\.shard-$", "")).replaceAll("_");
        String logs = out.resolveSibling(shardPrefix(out).replaceAll("\\.shard-$", "") + ".slurm-").toString();
        String shardPath = out.resolveSibling(shardPrefix(out)).toString();
        List<String> merge = new ArrayList<>(List.of(launcher.toString(), "sweep", "merge"));
        if (plot != null) {
            merge.addAll(List.of("--plot", plot.toString()));
        }
        merge.add(out.toString());
        String wrap = words(merge) + " " + quote(shardPath) + "*" + quote(extension(out));
        StringBuilder sb = new StringBuilder();
        line(sb, "#!/bin/bash");
        line(sb, "# A pcmemu sweep on Slurm (docs/cluster.md), written by pcmemu sweep --slurm:");
        line(sb, "#   " + summary + ", merged into " + out);
        line(sb, "# Submit:  sbatch " + self);
        line(sb, "# Each array task runs one shard into " + shardPath + "I" + extension(out) + ", resuming it");
        line(sb, "# if it is there. The lowest task of a submission submits the merge, which Slurm starts once");
        line(sb, "# every task of that submission has succeeded (afterok) and cancels if one fails. After a");
        line(sb, "# failure, once the array has ended, rerun the failed shards (their merge follows):");
        line(sb, "#   sbatch --array=I " + self + "   (I: a shard, or a list such as 1,3)");
        line(sb, "#SBATCH --job-name=" + name);
        line(sb, "#SBATCH --array=0-" + (shards - 1));
        line(sb, "#SBATCH --output=" + logs + "%A_%a.log");
        options(sb, "#SBATCH ", "\n");
        if (cpus != null) {
            line(sb, "#SBATCH --cpus-per-task=" + cpus);
        }
        line(sb, "set -euo pipefail");
        line(sb, "if [ -z \"${SLURM_ARRAY_TASK_ID:-}\" ]; then");
        line(sb, "  echo \"$0: a Slurm job array: submit it with sbatch $0\" >&2");
        line(sb, "  exit 2");
        line(sb, "fi");
        line(sb, "cd " + quote(folder.toString()));
        line(sb, "if [ \"$SLURM_ARRAY_TASK_ID\" = \"${SLURM_ARRAY_TASK_MIN:-0}\" ]"
                + " && [ \"${SLURM_RESTART_COUNT:-0}\" = 0 ]; then # the lowest task, at its first start");
        StringBuilder submit = new StringBuilder("  if merge=$(sbatch --parsable --job-name=" + name + "-merge"
                + " --dependency=\"afterok:$SLURM_ARRAY_JOB_ID\" --kill-on-invalid-dep=yes \\\n      --output="
                + quote(logs + "%j-merge.log"));
        options(submit, " ", "");
        submit.append(" \\\n      --wrap=").append(quote("exec " + wrap)).append("); then");
        line(sb, submit.toString());
        line(sb, "    echo \"merge: job $merge, after array job $SLURM_ARRAY_JOB_ID\"");
        line(sb, "  else");
        line(sb, "    echo " + quote("merge: not submitted; once the array has ended, run: " + wrap) + " >&2");
        line(sb, "  fi");
        line(sb, "fi");
        line(sb, "status=0");
        line(sb, words(launcherCommand()) + " --shard \"$SLURM_ARRAY_TASK_ID/" + shards + "\" \\\n    --out "
                + quote(shardPath) + "\"$SLURM_ARRAY_TASK_ID\"" + quote(extension(out)) + " || status=$?");
        line(sb, "if [ \"$status\" = 3 ]; then # every point is in the file; some break their claim");
        line(sb, "  status=0");
        line(sb, "fi");
        line(sb, "exit \"$status\"");
        return sb.toString();
    }

    private List<String> launcherCommand() {
        List<String> command = new ArrayList<>(List.of(launcher.toString()));
        command.addAll(sweep);
        return command;
    }

    /* The options both jobs share: sbatch's --time and --partition, each prefixed, separated by {@code end}. */
    private void options(StringBuilder sb, String prefix, String end) {
        if (time != null) {
            sb.append(prefix).append("--time=").append(time).append(end);
        }
        if (partition != null) {
            sb.append(prefix).append("--partition=").append(partition).append(end);
        }
    }

    private static void line(StringBuilder sb, String line) {
        sb.append(line).append('\n');
    }

    /** The words, each quoted for bash and sh where it needs it. */
    static String words(List<String> words) {
        return String.join(" ", words.stream().map(SlurmScript::quote).toList());
    }

    /** {@code word} as one word of bash or sh: as it is if it is plain, else in single quotes. */
    static String quote(String word) {
        return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
