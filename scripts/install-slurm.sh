#!/usr/bin/env bash
# Installs Debian's slurm-wlm (slurmctld, slurmd, sbatch, squeue, ...) and munge for
# scripts/slurm-check when they are missing (scripts/apt-install.sh: only as root with apt-get;
# the check skips itself without them). About 10 s where the package lists are current.
set -uo pipefail
missing=no
for command in slurmctld slurmd sbatch munged mungekey; do
  command -v "$command" >/dev/null 2>&1 || missing=yes
done
if [ "$missing" = no ]; then
  echo "install-slurm: slurm-wlm and munge are already installed"
  exit 0
fi
exec "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh" install-slurm "the Slurm check (scripts/slurm-check)" \
  slurm-wlm munge
