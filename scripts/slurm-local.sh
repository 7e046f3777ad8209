#!/usr/bin/env bash
# slurm-local.sh start|stop: a one-node Slurm cluster on this machine for scripts/slurm-check (and
# for trying docs/cluster.md by hand): munged, slurmctld and slurmd from Debian's munge and
# slurm-wlm (scripts/install-slurm.sh installs them), as root, all private to one folder
# ($PCMEMU_SLURM_DIR, default /tmp/pcmemu-slurm): its own munge key and socket, its own
# slurm.conf on ports 16817 and 16818 (not Slurm's 6817 and 6818), state, spool, pid files and
# logs. Nothing under /etc or /run is changed, and a real Slurm or munge on the machine is left
# alone. Slurm's commands find this cluster through SLURM_CONF:
#
#   scripts/slurm-local.sh start && export SLURM_CONF=/tmp/pcmemu-slurm/slurm.conf
#   ... sbatch, squeue, scancel ...
#   scripts/slurm-local.sh stop
#
# start exits 1 with one line saying why where it cannot start (not root, not installed, already
# started, a daemon that does not come up); stop cancels the cluster's jobs, stops the daemons
# and removes the folder but for its logs.
set -uo pipefail
dir=${PCMEMU_SLURM_DIR:-/tmp/pcmemu-slurm}
conf="$dir/slurm.conf"

say() { echo "slurm-local: $*" >&2; }
alive() { local pid; pid=$(cat "$1" 2>/dev/null) && kill -0 "$pid" 2>/dev/null; }
signal() { local pid; pid=$(cat "$2" 2>/dev/null) && kill "$1" "$pid" 2>/dev/null; }   # signal SIG PIDFILE

start() {
  local t0 host node command i
  t0=$(date +%s%N)
  if [ "$(id -u)" != 0 ]; then say "not root: slurmd runs jobs as their users and needs root"; return 1; fi
  for command in munged mungekey slurmctld slurmd sbatch squeue scontrol scancel sinfo; do
    if ! command -v "$command" >/dev/null 2>&1; then
      say "$command is not installed (scripts/install-slurm.sh installs Debian's slurm-wlm and munge)"; return 1
    fi
  done
  if alive "$dir/slurmctld.pid" || alive "$dir/slurmd.pid" || alive "$dir/munged.pid"; then
    say "already started in $dir; scripts/slurm-local.sh stop first"; return 1
  fi
  rm -rf "$dir/state" "$dir/spool"
  mkdir -p "$dir/state" "$dir/spool" || { say "cannot make $dir"; return 1; }
  chmod 755 "$dir"   # munged wants its socket's folder searchable by all
  rm -f "$dir/munge.key"
  mungekey -c -k "$dir/munge.key" || { say "mungekey failed"; return 1; }
  if ! munged --socket="$dir/munge.socket" --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" \
       --seed-file="$dir/munged.seed" --key-file="$dir/munge.key" 2>>"$dir/munged.log"; then
    say "munged did not start (see $dir/munged.log)"; return 1
  fi
  host=$(hostname -s)
  # This machine as slurmd sees it ("NodeName=vm CPUs=2 Boards=1 ... RealMemory=24152"), at 127.0.0.1.
  node=$(slurmd -C | head -n 1)
  node="NodeName=$host NodeAddr=127.0.0.1 ${node#NodeName=* } State=UNKNOWN"
  cat >"$conf" <<EOF
# A one-node cluster for pcmemu's tests: scripts/slurm-local.sh
ClusterName=pcmemu
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge.socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
KillWait=5
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
$node
PartitionName=local Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
  export SLURM_CONF="$conf"
  if ! slurmctld -f "$conf" 2>>"$dir/slurmctld.log"; then say "slurmctld did not start (see $dir/slurmctld.log)"; stop; return 1; fi
  if ! slurmd -f "$conf" 2>>"$dir/slurmd.log"; then say "slurmd did not start (see $dir/slurmd.log)"; stop; return 1; fi
  for ((i = 0; i < 300; i++)); do   # 30 s for the node to register
    if [ "$(sinfo -h -o %t 2>/dev/null)" = idle ]; then
      echo "slurm-local: started in $(( ($(date +%s%N) - t0) / 1000000 )) ms: one node, $host, $(sinfo -h -o %c) CPUs; export SLURM_CONF=$conf"
      return 0
    fi
    sleep 0.1
  done
  say "the node did not become idle in 30 s ($(sinfo -h -o %t 2>&1); see $dir/slurmd.log and $dir/slurmctld.log)"
  stop
  return 1
}

# Stops what start started, by the pid files of $dir: each daemon gets SIGTERM, then SIGKILL after 10 s.
stop() {
  local name i
  if alive "$dir/slurmctld.pid"; then
    SLURM_CONF="$conf" scancel --quiet --full --user="$(id -un)" 2>/dev/null
    for ((i = 0; i < 100; i++)); do   # 10 s for the jobs to end
      [ -z "$(SLURM_CONF="$conf" squeue -h 2>/dev/null)" ] && break
      sleep 0.1
    done
  fi
  for name in slurmd slurmctld munged; do
    if alive "$dir/$name.pid"; then
      signal -TERM "$dir/$name.pid"
      for ((i = 0; i < 100; i++)); do
        alive "$dir/$name.pid" || break
        sleep 0.1
      done
      if alive "$dir/$name.pid"; then signal -KILL "$dir/$name.pid"; fi
    fi
  done
  rm -rf "$dir/state" "$dir/spool" "$dir/munge.key" "$dir/munged.seed" "$dir/munge.socket" "$dir/munge.socket.lock" \
    "$dir"/*.pid
  echo "slurm-local: stopped (logs in $dir)"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
